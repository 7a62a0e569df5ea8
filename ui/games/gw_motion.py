"""Gold West's moves as a class watches them: for each kind of move, the steps its motion
plays in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

PAY, GAIN = ("pay",), ("gain",)
#: a camp or a settlement landing on its hex, a seat's marker on a track or an office
LAND, MARK = ("land", "camp", "settlement"), ("mark", "land", "piece")

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # the supply track: an activated section's metals leave it, up into the hand
    "activate": (("gw-sec", "goods"),),
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
    "invest": (PAY, GAIN),
    "drop": (PAY,),
}
