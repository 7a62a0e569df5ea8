"""English texts of Montana: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "mt.guide.start_region.title": "Set-up — the start tile",
    "mt.guide.start_region.text":
        "The start player puts the start tile on a land region of their choice. Camps can only be "
        "built next to a region already taken, so the whole landscape grows out from here. The "
        "start tile's region belongs to nobody.",
    "mt.guide.turn.title": "Your turn — one action",
    "mt.guide.turn.text":
        "Choose one action: recruit (spin the wheel for two workers), harvest (send workers to the "
        "bank, the mine, the quarry, the wheat field, the garden or the town) or build 1 to "
        "{builds} camps. Cow trades are allowed at any moment of your own turn.",
    "mt.guide.choose_worker.title": "Recruit — a free choice",
    "mt.guide.choose_worker.text":
        "The wheel stopped on two white workers: take any two workers from the supply, of one "
        "colour or two. A worker's colour is the good it harvests best on its own.",
    "mt.guide.advance.title": "Recruit — move the arrow on",
    "mt.guide.advance.text":
        "Once a turn you may pay 1 wheat per segment, up to {steps}, to move the arrow on and take "
        "the two workers of the new segment. It is optional: you may stop here.",
    "mt.guide.release.title": "Recruit — at most {workers} workers",
    "mt.guide.release.text":
        "A player never keeps more than {workers} workers. Send workers back to the supply until "
        "you have {workers}, choosing among the new ones and the old ones.",
    "mt.guide.send.title": "Harvest — choose the workers",
    "mt.guide.send.text":
        "A bank space takes exactly as many workers as it shows, of any colours. A harvest box "
        "takes one worker of the area's colour or two workers of any colours. Workers stay there "
        "until the area or the bank is full.",
    "mt.guide.small.title": "Harvest — the small box",
    "mt.guide.small.text":
        "After the large box of a space you may also fill its small box, with the same worker rule "
        "(one of the area's colour or two of any), for one more good. It is optional.",
    "mt.guide.town_place.title": "The town — place your representative",
    "mt.guide.town_place.text":
        "Put your representative in a row of the town, in a column you can pay for in squash. In a "
        "row already taken you go to the right of the one there, who must move at once or pass. "
        "Only the player who chose the town takes a free squash.",
    "mt.guide.town_reward.title": "The town — the reward",
    "mt.guide.town_reward.text":
        "Pay your column's squash and take your row's reward: a cow and up to three upgrades of a "
        "small stone or copper to a large one, three goods of your choice, two upgrades, or two "
        "coins and one upgrade. Say everything you take at once.",
    "mt.guide.build_more.title": "Build — another camp?",
    "mt.guide.build_more.text":
        "You may build up to {builds} camps a turn, each next to a taken region and paid with "
        "exactly the goods it shows. Two camp symbols or the fourth camp of a straight line add a "
        "free camp. Each build you do not use brings 1 coin.",
    "mt.guide.canteen.title": "End of the turn — a canteen",
    "mt.guide.canteen.text":
        "You may spend a canteen now to play another turn at once; it then leaves the game. "
        "Canteens are taken by building next to their lake first, and also break ties with cows at "
        "the end.",
}
