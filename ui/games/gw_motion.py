"""Gold West's moves as a class watches them: for each kind of move, the steps its motion
plays in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

from collections import Counter

PAY, GAIN = ("pay",), ("gain",)
#: a camp landing on its hex (a settlement is the camp there, ringed), a seat's marker on
#: a track or an office
LAND, MARK = ("land",), ("mark", "land", "piece")

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # the supply track: an activated section's resources go up into the hand, then one is
    # left in each section passed (when only one kind can be, in the same move)
    "activate": (GAIN, PAY),
    # building: the materials are spent from the hand, the camp lands on its hex, then the
    # hand's rest is discarded and the points counted
    "build": (PAY, LAND, GAIN),
    "loot": (LAND, GAIN),
    "upgrade": (PAY, LAND, GAIN),
    # after building: the mining token's resources go onto the supply track
    "section": (("gw-sec", "gain"), GAIN),
    # shipping, BoomTown, investing: the metals are paid, then the coach, the marker or
    # the card moves, then its points
    "ship": (PAY, MARK, GAIN),
    "freeship": (MARK, GAIN),
    "boomtown": (PAY, MARK, GAIN),
    "freeboomtown": (MARK, GAIN),
    "extraboomtown": (MARK, GAIN),
    "invest": (PAY, MARK, GAIN),
    "drop": (PAY,),
}


def flows(entries: list[dict]) -> dict[str, tuple[int, int]]:
    """`GameUI.motion_flows`: the hand's resources an activation both brought up and left
    behind in the same move (a section passed with one kind left to leave is settled at
    once): the resources arrive from the section, then one goes down into each section
    passed (rulebook, step 1), not only what stays."""
    got: Counter[str] = Counter()
    gave: Counter[str] = Counter()
    for entry in entries:
        p = entry.get("params") or {}
        hand = f"hold-{p.get('seat')}-"
        if entry["id"] == "gw.activate":
            got.update(hand + r for r in p["resources"])
        elif entry["id"] == "gw.drop":
            gave[hand + p["resource"]] += 1
    return {k: (got[k], gave[k]) for k in sorted(got) if got[k] > 0 and gave[k] > 0}
