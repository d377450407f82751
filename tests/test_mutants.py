"""The mutation tool (tests/mutants.py) makes each change it names, once, and nothing else."""
from tests.mutants import TARGETS, ROOT, mutants

SOURCE = '''def f(a, b, c):
    """Docstrings stay: 1 < 2."""
    return a < b and not c or max(a, 2) + 1 == 3
'''


def test_each_mutant_changes_one_spot_and_compiles():
    found = {(what, mutated.splitlines()[2].strip()) for _, _, _, what, mutated in mutants("m.py", SOURCE)}
    assert found == {
        ("Lt -> LtE", "return (a <= b) and not c or max(a, 2) + 1 == 3"),
        ("drop not", "return a < b and c or max(a, 2) + 1 == 3"),
        ("and <-> or", "return (a < b or not c) or max(a, 2) + 1 == 3"),
        ("and <-> or", "return ((a < b and (not c)) and max(a, 2) + 1 == 3)"),
        ("max -> min", "return a < b and not c or min(a, 2) + 1 == 3"),
        ("2 -> 3", "return a < b and not c or max(a, 3) + 1 == 3"),
        ("Add -> Sub", "return a < b and not c or (max(a, 2) - 1) == 3"),
        ("1 -> 2", "return a < b and not c or max(a, 2) + 2 == 3"),
        ("Eq -> NotEq", "return a < b and not c or (max(a, 2) + 1 != 3)"),
        ("3 -> 4", "return a < b and not c or max(a, 2) + 1 == 4"),
    }


def test_each_comparison_of_a_chain_is_a_mutant_of_its_own():
    found = [what for *_, what, _ in mutants("m.py", "ok = 1 <= x <= 9\n") if "Lt" in what]
    assert found == ["LtE -> Lt (comparison 1)", "LtE -> Lt (comparison 2)"]


def test_every_target_names_modules_that_exist():
    for folder, modules, tests in TARGETS.values():
        assert all((ROOT / folder / f"{m}.py").exists() for m in modules.split())
        assert (ROOT / tests).is_dir()
