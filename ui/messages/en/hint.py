"""English texts of the hard search on the page: the hint and the thinking-time setting."""

MESSAGES = {
    "hint.ask": "Suggest a move",
    "hint.ask_again": "Suggest again",
    "hint.thinking": "Looking for a good move for {name}…",
    "hint.title": "Suggested moves for {name}",
    "hint.chance": "{pct}% chance of winning",
    "hint.ahead": "ends about {n:one point|{n} points} ahead",
    "hint.behind": "ends about {n:one point|{n} points} behind",
    "hint.level": "ends about level with the best other player",
    "hint.even": "as good as the first, as far as the search can tell",
    "hint.rank": "Suggestion {rank}",
    "hint.badge": "#{rank} · {pct}%",
    "hint.how": ("Each move was played out many times by computer players, in games that "
                 "agree with all that {name} can see; what {name} cannot see was drawn at "
                 "random each time. The chances are estimates."),
    "think": "Computer thinking time (hard level and hints)",
    "think.seconds": "{n:one second|{n} seconds}",
}
