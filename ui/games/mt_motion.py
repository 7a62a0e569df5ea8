"""Montana's moves as a class watches them: for each kind of move, the steps its motion plays
in, in the order the rulebook applies them (`GameUI.motion_steps`)."""
from __future__ import annotations

PAY, GAIN = ("pay",), ("gain",)
WHEEL, WORKERS = ("wheel",), ("worker",)

MOTION_STEPS: dict[str, tuple[tuple[str, ...], ...]] = {
    # set-up: the start tile goes on its region
    "start": (("land",),),
    # Action A, Recruter: the arrow spins, then its 2 workers come from the supply; paying
    # wheat advances the arrow (a wheat per space), then 2 more workers come
    "recruit": (WHEEL, WORKERS),
    # a worker of free choice: when the wheel turns in the same move, it is the next spin
    # (the set-up's second, or the next player's), whose pair follows it (set-up step 9)
    "take": (WHEEL, WORKERS),
    "advance": (PAY, WHEEL, WORKERS),
    # more than 8 workers: the extra ones go back to the supply
    "release": (WORKERS,),
    # Action B, Récolter: the workers go to the space, its price is paid, then its coins
    # or goods are received (the small box the same way)
    "send": (WORKERS, PAY, GAIN),
    "small": (WORKERS, PAY, GAIN),
    # the town: the active player takes a squash, then places a representative; the
    # reward is paid in squash, then received
    "town": (GAIN, ("mark",)),
    "reward": (PAY, GAIN),
    # Action C, Construire: the goods are discarded, then the camp is placed, then the
    # region's cow and the lake's canteen are taken
    "build": (PAY, ("land", "camp"), GAIN),
    # builds given up are paid a coin each
    "stop": (GAIN,),
    "canteen": (PAY,),
    # cattle trade: the cow goes back, then its good, coins or worker come
    "cow": (PAY, ("gain", "worker")),
}
