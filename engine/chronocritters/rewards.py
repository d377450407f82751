"""Rewards: a list of icons resolved in order. Resources are gained at once (wood and sand stop
at 6); choices are asked of the seat that gains them: berries of any season, energy panels
split between the tracks, a portal upgrade, a quest from an offer, a die to place or adjust."""
from __future__ import annotations

from engine.chronocritters.content import BOARD, SEASONS, SPOTS, season_of
from engine.chronocritters.dice import can_gain, gained_die, refuse
from engine.chronocritters.events import Done, GainBerry, GainEnergy, PortalUp, TakeOfferQuest
from engine.chronocritters.offers import take
from engine.chronocritters.tasks import (STEPS, AdjustTask, BerryTask, ChooseDieTask, DamTask,
                                         EnergyTask, Gain, OfferQuestTask, PlaceDieTask,
                                         PlaceQuestTask, PortalUpTask)
from engine.core.steps import pop, push


def present(s) -> str:
    return season_of(s.round - 1)


def portal_seasons(s, seat: int) -> set[str]:
    return {season_of(s.round - 1 + q.offset) for q in s.players[seat].portals}


def reachable_seasons(s, seat: int) -> list[str]:
    """The present season and every season where the seat has a time portal."""
    near = portal_seasons(s, seat) | {present(s)}
    return [x for x in SEASONS if x in near]


def grant(s, seat: int, rewards) -> None:
    if rewards:
        push(s, Gain(seat, rewards=list(rewards)))


def _gain(s, t) -> None:
    pop(s)
    p = s.players[t.seat]
    later = []
    for r in t.rewards:
        k, n = r.kind, r.n
        if k == "vp":
            p.vp += n
        elif k == "gold":
            p.gold += n
        elif k == "wood":
            p.wood = min(BOARD.wood_max, p.wood + n)
        elif k == "sand":
            p.sand = min(BOARD.sand_max, p.sand + n)
        elif k == "berry":
            p.berries[r.season] += n
        elif k == "berry_present":
            p.berries[present(s)] += n
        elif k == "berry_any":
            later.append(BerryTask(t.seat, left=n, anywhere=True))
        elif k == "energy":
            later.append(EnergyTask(t.seat, left=n))
        elif k == "die" and can_gain(s, r.colour, n):
            later.append(gained_die(s, t.seat, r.colour, n))
        elif k == "die_any":
            later.append(ChooseDieTask(t.seat, most=n))
        elif k in ("adjust", "raise"):
            later.append(AdjustTask(t.seat, n=n, up_only=k == "raise"))
        elif k == "portal_up":
            later.append(PortalUpTask(t.seat))
        elif k in ("colour_quest", "value_quest"):
            later.append(OfferQuestTask(t.seat, offer=k.split("_")[0]))
        elif k == "dam":
            later.append(DamTask(t.seat, free=n))
    push(s, *later)


STEPS.auto(Gain, _gain)


# -- berries -------------------------------------------------------------------------------------
def berry_seasons(s, t) -> list[str]:
    return list(SEASONS) if t.anywhere or t.bonus else reachable_seasons(s, t.seat)


def _berry_check(s, t, e):
    if e.season not in berry_seasons(s, t):
        raise refuse("berry-season", "Taking berries: only from the season of the present time "
                     "and the seasons where you have a time portal")


def for_bonus(s, t, season: str) -> bool:
    """Whether a berry of `season` counts toward the bonus (of any season): only where `left`
    cannot take it, so the bonus stays open for a season only it reaches, whichever berry the
    player takes first."""
    return not (t.left and (t.anywhere or season in reachable_seasons(s, t.seat)))


def _berry_apply(s, t, e):
    s.players[t.seat].berries[e.season] += 1
    if for_bonus(s, t, e.season):
        t.bonus -= 1
    else:
        t.left -= 1
    if t.left + t.bonus <= 0:
        pop(s)


def _berry_prompt(s, t) -> str:
    """Which berries: "gain a berry (1 left)" did not say a bonus berry may be of any season (a
    review)."""
    where = "of any season" if t.anywhere else "of the present season or a season your portals reach"
    if not t.bonus:
        return f"gain a berry {where} ({t.left} left)"
    if not t.left:
        return "gain your level 2-3 critter's berry of any season (1 left)"
    # the seasons by name: "the present season" left the player to look it up (helper-296)
    near = " or ".join(reachable_seasons(s, t.seat))
    return (f"gain berries: {t.left} of {near} (the present season and your portals'), and 1 of any "
            "season (your level 2-3 critter's), in any order")


STEPS.decision(BerryTask, prompt=_berry_prompt, accepts=(GainBerry,),
               moves=lambda s, t: [GainBerry(x) for x in berry_seasons(s, t)],
               check=_berry_check, apply=_berry_apply)


# -- energy panels -------------------------------------------------------------------------------
def energy_tracks(s, seat: int) -> list[int]:
    """The energy tracks with room for a panel."""
    return [i for i, v in enumerate(s.players[seat].energy) if v < BOARD.energy_max]


def energy_check(s, t, e):
    if e.track not in energy_tracks(s, t.seat):
        raise refuse("energy-track", "Energy panels: each of the 2 tracks holds at most 3")


def _energy_apply(s, t, e):
    s.players[t.seat].energy[e.track] += 1
    t.left -= 1
    if t.left <= 0:
        pop(s)


def _energy_prompt(s, t) -> str:
    """Why a panel comes after Managing's "stop" (it read as from nowhere: helper-296)."""
    if t.managing:
        return "your level 2-3 critter's energy panel from Managing: put it on a track"
    return f"put an energy panel on a track ({t.left} left)"


STEPS.decision(EnergyTask, prompt=_energy_prompt,
               accepts=(GainEnergy,), moves=lambda s, t: [GainEnergy(i) for i in energy_tracks(s, t.seat)],
               check=energy_check, apply=_energy_apply, skip_if=lambda s, t: not energy_tracks(s, t.seat))


# -- portal upgrade ------------------------------------------------------------------------------
def _upgradable(s, t) -> list[int]:
    return [i for i, q in enumerate(s.players[t.seat].portals) if q.value < 3]


def _portal_check(s, t, e):
    if isinstance(e, PortalUp) and e.portal not in _upgradable(s, t):
        raise refuse("portal-up", "Portal upgrade: increase one of your open time portals of value 1 or 2 by 1")


def _portal_apply(s, t, e):
    pop(s)
    if isinstance(e, PortalUp):
        s.players[t.seat].portals[e.portal].value += 1


STEPS.decision(PortalUpTask, prompt=lambda s, t: "increase a time portal by 1 (or skip)",
               accepts=(PortalUp, Done),
               moves=lambda s, t: [PortalUp(i) for i in _upgradable(s, t)] + [Done()],
               check=_portal_check, apply=_portal_apply, skip_if=lambda s, t: not _upgradable(s, t))


# -- a quest from an offer -----------------------------------------------------------------------
def no_quest_spot(p) -> bool:
    """All 12 quest spots hold a quest: "The player places the quest on an empty space" cannot
    be done, so no quest is gained (the action is refused, a reward left in the offer)."""
    return len(p.slots) == len(SPOTS)


def _offer_slots(s, t) -> list[int]:
    return [] if no_quest_spot(s.players[t.seat]) else [i for i, q in enumerate(s.offers[t.offer]) if q]


def _offer_check(s, t, e):
    if e.slot not in _offer_slots(s, t):
        raise refuse("offer-empty", "take a quest that is in the common offer")


def _offer_apply(s, t, e):
    pop(s)
    quest = take(s, t.offer, e.slot)
    push(s, PlaceQuestTask(t.seat, quest=quest))
    # the refill (pushed by take) runs after the quest is placed


STEPS.decision(OfferQuestTask, prompt=lambda s, t: f"take a {t.offer} hard disc quest from the offer",
               accepts=(TakeOfferQuest,), moves=lambda s, t: [TakeOfferQuest(i) for i in _offer_slots(s, t)],
               check=_offer_check, apply=_offer_apply, skip_if=lambda s, t: not _offer_slots(s, t))
