"""English texts of Gold West: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "gw.guide.activate.title": "Step 1 — activate your supply track",
    "gw.guide.activate.text":
        "Choose a section of your supply track that holds at least one resource and take all of "
        "it. The resources move up to your hand, leaving exactly one in each section they pass. "
        "What reaches your hand is yours for this turn only: anything unused is discarded at the "
        "end of the turn.",
    "gw.guide.drop.title": "Step 1 — a resource stays behind",
    "gw.guide.drop.text":
        "Moving up, your resources leave exactly one of them in each section they pass, the "
        "nearest section first. Choose which one stays here: it will come back later, while the "
        "others reach your hand now.",
    "gw.guide.metals.title": "Step 2 — use metals",
    "gw.guide.metals.text":
        "Spend copper, silver and gold in any order: one investment a turn (its VP, its ability "
        "and the highest bonus tile), one BoomTown marker a turn (the metal of its column and of "
        "its row), and any number of shipping steps. Then build: a camp with wood or stone, a "
        "settlement with both, or loot with neither.",
    "gw.guide.section.title": "After building — store the resources",
    "gw.guide.section.text":
        "Put all the resources of the token into one section of your supply track. The first "
        "section scores nothing, the second 1 VP, the third 2 VP and the fourth 3 VP: the deeper "
        "they go, the more they score and the longer they take to come back.",
    "gw.guide.freeship.title": "Investment — free shipping",
    "gw.guide.freeship.text":
        "The card moves a coach one space along a shipping track without paying a metal, with the "
        "usual line and bonus-stack points. Steps are taken one at a time, each on any track, and "
        "may be declined.",
    "gw.guide.freeboomtown.title": "Investment — a free BoomTown marker",
    "gw.guide.freeboomtown.text":
        "Put an influence marker on an empty BoomTown space without paying its metals (the "
        "{tile_vp} VP tile scores {tile_vp} at once). It is this turn's one BoomTown marker. You "
        "may decline it.",
    "gw.guide.extraboomtown.title": "Investment — a marker beside an opponent's",
    "gw.guide.extraboomtown.text":
        "Put an influence marker on a BoomTown space that holds exactly one marker of another "
        "player: both of you score that office at the end. It is this turn's one BoomTown marker. "
        "You may decline it.",
    "gw.guide.upgrade.title": "Investment — upgrade a camp",
    "gw.guide.upgrade.text":
        "One of your camps on the map becomes a settlement: one more influence in its terrain, and "
        "settlements break majority ties. It uses no wood, stone or camp, and may be declined.",
    "gw.guide.gain.title": "Investment — add a resource",
    "gw.guide.gain.text":
        "Add a resource of your choice to any section of your supply track, with no points for "
        "placing it. The card gives two, chosen one at a time; in the last round it gives nothing.",
    "gw.guide.peek.title": "Investment — look at a token",
    "gw.guide.peek.text":
        "Look at a face-down mining token in secret, then leave it where it is: only you see what "
        "it holds. The card lets you look at two, one at a time.",
}
