import pytest
from tests.tui.test_chronocritters_screen import human_decisions, start, seats_for, settle, Canvas, SMALL, GAME, ev, drive

async def test_scratch(make_app):
    found = []
    for players, seed, made, moves in human_decisions():
        dies = [m for m in moves if isinstance(m, ev.PlaceCritter) and m.spot.startswith("die.")]
        if players == 2 and dies and made > 30:
            found.append((players, seed, made, dies[0]))
            if len(found) >= 3:
                break
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        for players, seed, made, move in found:
            screen = await start(pilot, seats_for(players), seed, made)
            how = await drive(pilot, screen, move, False)
            await settle(pilot)
            await pilot.pause()
            area = screen.query_one("#board-area")
            f = app.focused
            print(seed, made, how, [type(m).__name__ for m in screen.session.legal_moves()][:2], "focused", getattr(f, "id", f), "scroll", area.scroll_y)
            for b in screen.query(Canvas):
                ops = screen._open_places(b)
                if ops:
                    ys = [b.region.y + b.row_of(p) for p in ops]
                    print("  ", b.id, "open screen rows", sorted(set(ys)), "visible", area.content_region.y, area.content_region.bottom)
            app.save_screenshot(f"/tmp/pd{seed}.svg")
            app.pop_screen()
            await pilot.pause()
