"""Fixture logs made by earlier code replay forever: one per game and mode (Restore's named
shape, Variant 1, Variant 2 with lakes; Restart with 2, 3 and 4 players, each dystopia, a
season with each way of choosing its dystopias, every Side Effect, solo against Chaos; Chronocritters with 2 and 4 players, solo, each variant, and greedy games the
narration tests read; MessagePack beside JSON Lines), the nines logs of format versions 0 and 1, tree exports of tree version 1 (no line
digests) and 2 with branch names, and each game in format versions 2 and 3
(today's; a finished game with a secret seed, so its revealed seed is checked), Chronocritters
rulesets 4 to 13's logs of every mode, Restart ruleset 4's solo logs and every Restart log of
rulesets 3 to 5, which open through their upcasters (Restart ruleset 6's logs of every mode
beside them). A change of rules or content that breaks
one must bump the game's ruleset (and ship an upcaster) instead. Each fixture's result (every
participant's total, the winners, how the game ended) is pinned in fixtures/outcomes.json: a
change that keeps every event legal but gives it other gains (content, scoring) shows there."""
import io
import json
import re
from pathlib import Path

import msgspec

import pytest

from engine.core import LogError, dumps_log, import_log, loads_log, logfile, records
from engine.core.treefile import loads_tree
from engine.registry import GAMES
from engine.restart.events import Share
from tests.tiny_game import GAME as NINES

ALL = sorted((Path(__file__).parents[2] / "fixtures").glob("*-*.*"))
# Restart and Chronocritters ruleset 2 (before the solo audit), Restart ruleset 3 solo (before
# the second Chaos audit; its multi-player logs play the same and load) and Chronocritters ruleset 3
# (before the content recalibration: its events would gain other things; every mode, format
# versions 2 and 3): kept to show an older ruleset is refused by name (ruleset 1's logs went the
# same way).
OLD_RULESET = [p for p in ALL if re.search(r"-r\d+-", p.name)]
FIXTURES = [p for p in ALL if p not in OLD_RULESET]
OUTCOMES = json.loads((Path(__file__).parents[2] / "fixtures" / "outcomes.json").read_text())


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_fixture_replays_to_a_finished_game(path):
    session = import_log(path, {**GAMES, "nines": NINES})
    assert session.over and session.depth > 0
    outcome = session.game.outcome(session.state)
    assert {"totals": [score.total for score in outcome.scores], "winners": outcome.winners,
            "end": str(outcome.end)} == OUTCOMES[path.name]
    if "-v" not in path.stem:  # today's format checks every chance outcome
        assert session.log_check.startswith("hash chain; every chance outcome checked")


def test_a_tree_export_s_branch_names_come_back():
    session = import_log(Path(__file__).parents[2] / "fixtures" / "nines-tree-v2-names.jsonl", {"nines": NINES})
    assert sorted(session.branch_names.values()) == ["the first line's end", "the last card first"]


def test_a_tree_naming_one_event_twice_is_refused():
    """It kept the last of the two names (helper-273): Rewind names an event once."""
    data = (Path(__file__).parents[2] / "fixtures" / "nines-tree-v2-names.jsonl").read_bytes()
    twice = data.replace(b'"names":[[2,16,"the first line\'s end"]',
                         b'"names":[[2,16,"the first line\'s end"],[2,16,"another"]', 1)
    assert twice != data
    with pytest.raises(LogError, match="line 1: branch name 2 names an event another branch name names already"):
        loads_tree(twice, {"nines": NINES})


def test_a_version_1_tree_says_its_lines_are_not_checked_against_moves_and_drops():
    """A review relabelled a version 2 tree as version 1 and dropped and swapped its lines:
    it loaded saying only "hash chain". Version 1 stays readable (trees were written so), and
    says how much less it checks."""
    fixtures = Path(__file__).parents[2] / "fixtures"
    old = import_log(fixtures / "nines-tree-v1.jsonl", {"nines": NINES})
    assert "a version 1 tree: its lines carry no digests" in old.log_check
    assert "version 1 tree" not in import_log(fixtures / "nines-tree-v2-names.jsonl", {"nines": NINES}).log_check
    # relabelled from version 2, one line dropped: its logs are of format version 3, which no
    # version 1 tree held (tree version 2 came with them), so the relabelling is caught (a review)
    head, first, _ = (fixtures / "nines-tree-v2-names.jsonl").read_bytes().split(b"\n", 2)
    with pytest.raises(LogError, match="line 2: a version 1 tree holds logs of format version 2 or older"):
        loads_tree(b'{"format":"rewind-tree","version":1,"logs":1}\n' + first + b"\n", {"nines": NINES})


def test_every_game_and_mode_has_a_fixture():
    names = {p.stem for p in FIXTURES}
    assert sorted(OUTCOMES) == [p.name for p in FIXTURES]  # each with its pinned result
    assert {"restore-named-shape", "restore-variant1", "restore-variant2-lake", "restart-2p",
            "restart-3p", "restart-4p", "restart-anomie-3p", "restart-extinction-2p",
            "restart-oceanrise-4p", "restart-season-2p", "restart-season-upfront-2p",
            "restart-season-each-episode-3p", "restart-side-effects-3p", "restart-solo",
            "restart-solo-anomie", "restart-solo-extinction", "restart-solo-oceanrise",
            "restart-solo-season", "restart-solo-storm", "restart-fate-3p", "chronocritters-2p",
            "chronocritters-3p", "chronocritters-4p", "chronocritters-solo", "chronocritters-variant1",
            "chronocritters-variant2", "chronocritters-variant2-chosen", "nines-v0", "nines-v1",
            "restore-format3", "restart-2p-format3", "chronocritters-2p-format3", "nines-tree-v1",
            "nines-tree-v2-names"} <= names
    assert any(p.suffix == ".msgpack" and p.name.startswith("restart") for p in FIXTURES)


def version_of(path: Path) -> int:
    """The format version a fixture's header states."""
    data = path.read_bytes()
    if path.suffix == ".msgpack":
        header = next(records.msgpack_chunks(io.BytesIO(data)))[0][records.TAG:]
        return msgspec.msgpack.decode(header)["version"]
    return msgspec.json.decode(data.split(b"\n", 1)[0])["version"]


def test_every_game_has_fixtures_of_format_versions_2_and_3_in_both_encodings():
    found = {(p.name.split("-")[0], version_of(p), p.suffix) for p in FIXTURES}
    assert logfile.VERSION == 3
    for game in ("restore", "restart", "chronocritters"):
        assert {(game, v, s) for v in (2, 3) for s in (".jsonl", ".msgpack")} <= found | {
            ("chronocritters", 2, ".msgpack"),  # (no MessagePack log of Chronocritters was kept then)
            ("chronocritters", 2, ".jsonl")}, game  # (its version 2 logs are of ruleset 3: below)
    # Chronocritters' version 2 logs all follow ruleset 3, which ruleset 4 refuses (no Rewind writes
    # version 2 any more): they are kept among the refused fixtures, so reading them is still tried
    assert {version_of(p) for p in OLD_RULESET if p.name.startswith("chronocritters-r3-")} == {2, 3}


@pytest.mark.parametrize("path", OLD_RULESET, ids=lambda p: p.name)
def test_a_log_of_an_older_ruleset_is_refused_naming_both_rulesets(path):
    with pytest.raises(LogError) as refused:
        import_log(path, GAMES)
    assert refused.value.code == "log.ruleset"
    old, game = re.search(r"-r(\d+)-", path.name).group(1), GAMES[path.name.split("-")[0]]
    assert f"ruleset '{old}'" in str(refused.value) and f"ruleset '{game.ruleset}'" in str(refused.value)
    assert len(OLD_RULESET) == 21  # 12, and Chronocritters ruleset 3's 9 (ruleset 4)


def test_an_older_ruleset_loads_where_its_changes_do_not_reach():
    """Restart 4 changed only what Chaos does (solo): its ruleset-3 logs of 2-4 players load as
    they are, and exported again they carry today's ruleset."""
    three = [p for p in FIXTURES if p.suffix == ".jsonl" and b'"game":"restart","ruleset":"3"' in p.read_bytes()[:200]]
    assert {p.stem for p in three} == {"restart-2p", "restart-3p", "restart-4p"}
    for path in three:
        session = import_log(path, GAMES)
        assert len(session.seats) > 1 and f'"ruleset":"{GAMES["restart"].ruleset}"'.encode() in dumps_log(session)[:200]


@pytest.mark.parametrize("path", [p for p in FIXTURES if re.search(r"-ruleset\d+-", p.name)
                                  and p.name.startswith("chronocritters")], ids=lambda p: p.name)
def test_a_chronocritters_ruleset_4_to_13_log_opens_through_its_upcaster(path):
    """Ruleset 5 takes a gained die from the supply when it is gained, ruleset 6 gives BI01 its
    2 VP income and an upgrade's bonus action after its line gains, ruleset 7 keeps the setup's
    +-2 to a starting die, ruleset 8 keeps the solo automa's dam markers off the 3+ space,
    ruleset 9 takes the central disc's 3+ spots away, ruleset 10 gives two grey bottom mining
    spaces resources for their 3 VP, ruleset 11 deals the automa 10 cards, ruleset 12 the 8 of
    L88 again, ruleset 13 carries a marker the player gained under with the item it moved onto,
    ruleset 14 takes one quest from each hard disc offer at a season's end; a log of ruleset 4
    to 13 opens with the options that keep its old ways (ruleset4_dice for 4 only, rulesetN for
    4 to N), so every event means what it did. Exported again, it names ruleset 14 and carries
    them, and reads back the same."""
    session = import_log(path, GAMES)
    old = re.search(r"-ruleset(\d+)-", path.name).group(1)
    assert f'"ruleset":"{old}"'.encode() in path.read_bytes()[:200] or path.suffix == ".msgpack"
    options, n = session.options, int(old)
    assert (options.ruleset4_dice, options.ruleset5, options.ruleset6, options.ruleset7, options.ruleset8,
            options.ruleset9, options.ruleset10, options.ruleset11, options.ruleset12, options.ruleset13) == (
        n == 4, n <= 5, n <= 6, n <= 7, n <= 8, n <= 9, n <= 10, n <= 11, n <= 12, True)
    again = loads_log(dumps_log(session), GAMES)
    assert again.options == session.options and again.state == session.state
    head = dumps_log(session)[:400]
    assert b'"ruleset":"14"' in head and b'"ruleset13":true' in head


@pytest.mark.parametrize("path", [p for p in FIXTURES if p.name.startswith("restart-ruleset4-")], ids=lambda p: p.name)
def test_a_restart_ruleset_4_solo_log_opens_through_its_upcaster(path):
    """Restart 5: Chaos no longer pays a black arrow's price for gains it ignores all of
    (SOLO.md 6.1). A solo log of ruleset 4 opens with the option ruleset4, whose Chaos pays as
    it did, so every event means what it did; exported again it names today's ruleset, carries
    the options (ruleset5 too: the human was asked for their part of Chaos's benefits) and reads
    back the same. (Its outcome is pinned with the other fixtures'.)"""
    session = import_log(path, GAMES)
    assert b'"ruleset":"4"' in path.read_bytes()[:200] and len(session.seats) == 1
    assert session.options.ruleset4 and session.state.chaos.ruleset4
    assert session.options.ruleset5 and session.state.shares_asked
    again = loads_log(dumps_log(session), GAMES)
    assert again.options == session.options and again.state == session.state
    head = dumps_log(session)[:600]
    assert b'"ruleset":"6"' in head and b'"ruleset4":true' in head and b'"ruleset5":true' in head


RESTART = [p for p in FIXTURES if p.name.startswith("restart-")]


@pytest.mark.parametrize("path", RESTART, ids=lambda p: p.name)
def test_a_restart_log_of_rulesets_3_to_5_asks_the_others_for_their_part_as_it_did(path):
    """Restart 6: the other players gain their part of a benefit unasked (L322). A log of 3 to
    5 opens with the option ruleset5, whose other players are asked as they were, so each of
    its Share events means what it did; a log of 6 holds none."""
    session = import_log(path, GAMES)
    six = path.name.startswith("restart-ruleset6-")
    assert session.options.ruleset5 is session.state.shares_asked is not six
    assert not six or not any(isinstance(e, Share) for _, e in session.events())


def test_restart_ruleset_6_has_a_log_of_every_mode_its_older_rulesets_have():
    modes = {re.sub(r"^restart-(ruleset\d+-)?", "", p.stem) for p in RESTART if "format" not in p.name}
    assert {p.stem.removeprefix("restart-ruleset6-") for p in RESTART if "-ruleset6-" in p.name} == modes
    old = import_log(Path(__file__).parents[2] / "fixtures" / "restart-4p.jsonl", GAMES)
    assert sum(isinstance(e, Share) for _, e in old.events()) == 12  # answers that still replay


def test_a_tree_resaved_with_spaces_reads_and_a_newer_tree_is_said_to_be_newer(tmp_path):
    """An editor that re-saved the header as {"format": "rewind-tree", ...} got "format is
    'rewind-tree', not 'rewind-log'"; version 9 got the header's shape explained (a review)."""
    data = (Path(__file__).parents[2] / "fixtures" / "nines-tree-v2-names.jsonl").read_bytes()
    head, rest = data.split(b"\n", 1)
    spaced = msgspec.json.format(head, indent=0).replace(b"\n", b" ")
    assert b'"format": "rewind-tree"' in spaced
    (tmp_path / "spaced.jsonl").write_bytes(spaced + b"\n" + rest)
    assert import_log(tmp_path / "spaced.jsonl", {"nines": NINES}).branch_names
    (tmp_path / "newer.jsonl").write_bytes(head.replace(b'"version":2', b'"version":9') + b"\n" + rest)
    with pytest.raises(LogError, match=r"tree format version 9 is newer than this Rewind reads \(2\)"):
        import_log(tmp_path / "newer.jsonl", {"nines": NINES})


def test_a_tree_with_a_finished_branch_of_a_secret_game_names_an_export_there_is():
    """It advised "export the path to the cursor, or a save": no save is offered by the library
    nor the command line (a review of undo past a game's end)."""
    import pytest

    from engine.core import SeatSpec, Session
    from engine.core.treefile import dumps_tree
    from tests.tiny_game import GAME

    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")])  # a secret seed
    session.advance()
    assert session.over and not session.seed_known
    session.jump(session.tree.parent[session.cursor])  # taken back: in play again
    with pytest.raises(ValueError, match=r"export the log of the line it was left on instead \(a log "
                                         r"without --tree; e in the library\)"):
        dumps_tree(session)


def test_a_tree_export_is_read_a_line_at_a_time_and_a_line_too_long_is_refused(tmp_path, monkeypatch):
    """It was read whole and split: 60 MB of one line peaked at 276 MiB, of short lines at
    420 MiB (an audit). Now a line longer than MAX_TREE_LINE is refused as it is read, and a
    count that is off is still named at its line."""
    from engine.core import treefile

    data = (Path(__file__).parents[2] / "fixtures" / "nines-tree-v2-names.jsonl").read_bytes()
    head, *lines = data.split(b"\n")[:-1]
    longest = max(map(len, lines))
    monkeypatch.setattr(treefile, "MAX_TREE_LINE", longest)  # every line fits: its end is not counted
    assert import_log_bytes(tmp_path, data).branch_names
    assert import_log_bytes(tmp_path, data.replace(b"\n", b"\r\n")).branch_names
    monkeypatch.setattr(treefile, "MAX_TREE_LINE", longest - 1)
    at = 2 + next(k for k, line in enumerate(lines) if len(line) == longest)
    with pytest.raises(LogError, match=rf"line {at}: a line of a tree export is at most {longest - 1:,} bytes"):
        import_log_bytes(tmp_path, data)
    monkeypatch.setattr(treefile, "MAX_TREE_LINE", longest + 1)
    with pytest.raises(LogError, match=rf"line {len(lines) + 1}: the header announces {len(lines)} lines"):
        import_log_bytes(tmp_path, b"\n".join([head, *lines[:-1]]) + b"\n")  # the last one dropped
    with pytest.raises(LogError, match=rf"line {len(lines) + 2}: the header announces .* the file has {len(lines) + 2}"):
        import_log_bytes(tmp_path, b"\n".join([head, *lines, lines[0], lines[0]]) + b"\n")


def import_log_bytes(tmp_path, data: bytes):
    (tmp_path / "tree.jsonl").write_bytes(data)
    return import_log(tmp_path / "tree.jsonl", {"nines": NINES})
