"""Mutation testing by hand: does a test fail when a rule is implemented wrongly?

    .venv/bin/python -m tests.mutants TARGET [--sample 60] [--seed 1] [--skip OLD.jsonl] [--out FILE]

TARGET is restore, chronocritters, restart, restart-dystopias (the dystopias and Chaos) or logs
(the kernel's log reading, writing, chance and undo). In a temporary git worktree of HEAD
(uncommitted changes are not in it), one mutant at a time changes one spot of its modules: a
comparison or `in` turned round, `and` for `or`, `not` dropped, + for -, * for //, an int
constant plus one, a bool flipped, min for max. Its tests then run with -x; a mutant they pass
"survived". Results are appended to --out as JSON lines (a run resumes where it stopped);
survivors are printed at the end. Only the target's own test folder runs, so a survivor may be
caught elsewhere in the suite (a Chronocritters upcaster by the fixture logs' test). A survivor
is either equivalent (no behaviour changes), or a rule no test checks, which then gets a test
that fails with the mutant applied (tests/engine/*/test_mutation_survivors*.py). A mutant takes
about 7 s (Restore, Chronocritters) to 2 minutes (a Restart survivor) on a core.
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DYSTOPIAS = ("anomie", "extinction", "oceanrise", "pandemia")
TARGETS = {  # the modules that hold rules and what a seat sees (not words or bots), and their tests
    "restore": ("engine/restore", "turn rules scoring geometry setup view content", "tests/engine/restore"),
    "chronocritters": ("engine/chronocritters", "actions dice offers quests rewards round_end rules "
                       "scoring setup solo tasks turn", "tests/engine/chronocritters"),
    "restart": ("engine/restart", "rules turn benefits abilities crystals missions objectives scoring "
                "setup side_effects time_fault fate deck season modifiers steps perception "
                "intelligence memory focus secrecy view", "tests/engine/restart"),
    "restart-dystopias": ("engine/restart", " ".join(
        [f"dystopias/{d}/{m}" for d in DYSTOPIAS for m in ("dystopia", "scoring", "steps", "content")]
        + [f"chaos/{m}" for m in (*DYSTOPIAS, "plans", "turn", "answers", "setup")]), "tests/engine/restart"),
    "logs": ("engine/core", "records logfile treefile chance tree session", "tests/engine/core"),
}
CMP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
       ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
ARITH = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult}
FLIP = {"min": "max", "max": "min"}


def _untouchable(tree: ast.Module) -> set[int]:
    """Docstrings and f-strings (whose inner positions Python 3.11 does not give reliably)."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skip.update(id(sub) for sub in ast.walk(node))
        elif isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
    return skip


def _changes(node: ast.AST):
    """(what, replacement node) for each mutation of this one node."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in CMP:
                ops = list(node.ops)
                ops[i] = CMP[type(op)]()
                nth = f" (comparison {i + 1})" if len(ops) > 1 else ""  # a chain's ops share a column
                yield f"{type(op).__name__} -> {type(ops[i]).__name__}{nth}", ast.Compare(node.left, ops, node.comparators)
    elif isinstance(node, ast.BoolOp):
        yield "and <-> or", ast.BoolOp(ast.Or() if isinstance(node.op, ast.And) else ast.And(), node.values)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "drop not", node.operand
    elif isinstance(node, ast.BinOp) and type(node.op) in ARITH:
        op = ARITH[type(node.op)]
        yield f"{type(node.op).__name__} -> {op.__name__}", ast.BinOp(node.left, op(), node.right)
    elif isinstance(node, ast.Constant) and type(node.value) in (int, bool):
        new = not node.value if type(node.value) is bool else node.value + 1
        yield f"{node.value} -> {new}", ast.Constant(new)
    elif isinstance(node, ast.Name) and node.id in FLIP and isinstance(node.ctx, ast.Load):
        yield f"{node.id} -> {FLIP[node.id]}", ast.Name(FLIP[node.id], ast.Load())


def mutants(name: str, source: str):
    """(file, line, column, what, mutated source) for every mutation of `source` that still compiles
    (two mutants may share a line and a description, never a column as well)."""
    tree = ast.parse(source)
    skip = _untouchable(tree)
    raw = source.encode()
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line.encode()))
    for node in ast.walk(tree):
        if id(node) in skip or not hasattr(node, "lineno"):
            continue
        for what, new in _changes(node):
            text = ast.unparse(new)
            if not isinstance(new, (ast.Name, ast.Constant)):
                text = f"({text})"
            begin = starts[node.lineno - 1] + node.col_offset
            end = starts[node.end_lineno - 1] + node.end_col_offset
            mutated = (raw[:begin] + text.encode() + raw[end:]).decode()
            try:
                compile(mutated, name, "exec")
            except SyntaxError:
                continue
            yield name, node.lineno, node.col_offset, what, mutated


def _keys(path: str) -> set[tuple]:
    if not path or not os.path.exists(path):
        return set()
    return {(r["file"], r["line"], r["col"], r["what"]) for r in map(json.loads, open(path))}


def run(tree: Path, sites: list, tests: str, out: str, timeout: int) -> None:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tree / ".mutants-pycache"))
    for name, line, col, what, mutated in sites:
        path = tree / name
        original = path.read_text()
        path.write_text(mutated)
        started = time.monotonic()
        try:
            done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-n", "0", tests], cwd=tree,
                                  env=env, capture_output=True, timeout=timeout)
            # exit 1: a test failed; 2-4: the mutant broke the import or collection (also caught)
            status = "survived" if done.returncode == 0 else "killed"
        except subprocess.TimeoutExpired:
            status = "timeout"
        finally:
            path.write_text(original)
        record = {"file": name, "line": line, "col": col, "what": what,
                  "code": original.splitlines()[line - 1].strip(), "status": status,
                  "seconds": round(time.monotonic() - started, 1)}
        with open(out, "a") as f:
            f.write(json.dumps(record) + "\n")
        print(f"{status:8} {name}:{line} {what} | {record['code'][:80]}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", choices=TARGETS)
    parser.add_argument("--sample", type=int, default=60, help="how many mutants to run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip", default="", help="an earlier run's results: its mutants are not drawn again")
    parser.add_argument("--out", default="mutants.jsonl", help="results, one JSON line a mutant (resumed)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds a mutant's tests may take (then: timeout)")
    args = parser.parse_args()
    folder, modules, tests = TARGETS[args.target]
    drawn, out = _keys(args.skip), os.path.abspath(args.out)
    done = _keys(out)
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "tree"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", tree, "HEAD"], cwd=ROOT, check=True)
        try:  # the mutants are made of HEAD's files, where they run
            sites = [m for module in modules.split() for m in mutants(f"{folder}/{module}.py",
                                                                       (tree / folder / f"{module}.py").read_text())
                     if m[:4] not in drawn]
            random.Random(args.seed).shuffle(sites)
            todo = [m for m in sites[:args.sample] if m[:4] not in done]
            print(f"{len(sites)} mutants, {args.sample} drawn, {len(todo)} still to run", flush=True)
            run(tree, todo, tests, out, args.timeout)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, check=True)
    results = list(map(json.loads, open(out)))
    alive = [r for r in results if r["status"] != "killed"]
    print(f"\n{len(results)} run: {len(results) - len(alive)} killed, {len(alive)} survived or timed out")
    for r in alive:
        print(f"  {r['status']:8} {r['file']}:{r['line']} {r['what']} | {r['code'][:80]}")


if __name__ == "__main__":
    main()
