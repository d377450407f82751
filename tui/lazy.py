"""Package attributes loaded on first use (PEP 562): the home screen's first frame should not
pay for the game screens and widgets it does not show."""
from importlib import import_module
from typing import Callable


def lazy(package: str, homes: dict[str, str]) -> Callable[[str], object]:
    """A module `__getattr__` that imports `package.<homes[name]>` when `name` is first asked."""
    def __getattr__(name: str) -> object:
        if name in homes:
            return getattr(import_module(f"{package}.{homes[name]}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return __getattr__


class lazy_module:
    """A module imported on its first attribute read."""
    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> object:
        return getattr(import_module(self._name), attribute)
