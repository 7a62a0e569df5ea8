"""French texts of Montana: what the engine says in codes: why a move is refused
(the refusal ``mt.<name>`` is the message ``mt.why.<name>``), what each rules version changed
(``mt.rules.v<N>``) and the names of the end-of-game figures (``mt.fig.<name>``).
The terms are the French rulebook's (campement, gourde, représentant, roue Recrutement)."""

MESSAGES: dict[str, str] = {
    # -- pourquoi un coup est refusé -------------------------------------------------------------
    "mt.why.now_start_region": "D'abord, la tuile de départ se place sur une région de votre "
                               "choix.",
    "mt.why.now_turn": "Vous devez maintenant choisir votre action : recruter, récolter ou "
                       "construire.",
    "mt.why.now_choose_worker": "Vous devez maintenant choisir la couleur d'un ouvrier au choix.",
    "mt.why.now_advance": "Vous devez maintenant payer du blé pour avancer la flèche, ou y "
                          "renoncer.",
    "mt.why.now_release": "Vous devez maintenant choisir les ouvriers à remettre dans la réserve "
                          "(un joueur n'en a jamais plus de {n}).",
    "mt.why.now_send": "Vous devez maintenant choisir les ouvriers à envoyer.",
    "mt.why.now_small": "Vous devez maintenant choisir si vous remplissez aussi la petite case.",
    "mt.why.now_town_place": "Vous devez maintenant placer votre représentant en ville, ou passer.",
    "mt.why.now_town_reward": "Vous devez maintenant choisir votre récompense en ville.",
    "mt.why.now_build_more": "Vous devez maintenant construire un autre campement ou arrêter de "
                             "construire.",
    "mt.why.now_canteen": "Vous devez maintenant boire une gourde pour rejouer, ou terminer votre "
                          "tour.",
    "mt.why.one_action": "Un tour compte exactement une action (recruter, récolter ou construire),"
                         " et celle de ce tour est en cours.",
    "mt.why.three_builds": "Un tour permet au plus {n} constructions.",
    "mt.why.advance_when": "La flèche n'avance que pendant l'action Recruter, une seule fois, "
                           "juste après avoir pris les ouvriers qu'elle indique ({n} cases au "
                           "plus).",
    "mt.why.start_placed": "La tuile de départ est déjà sur le plateau Paysage.",
    "mt.why.start_on_land": "La tuile de départ se place sur une région, pas sur une montagne ni "
                            "sur un lac ({region}).",
    "mt.why.bank_taken": "La case à {coins} pièces de la banque reste occupée jusqu'à ce que "
                         "toutes les cases de la banque le soient.",
    "mt.why.bank_workers": "La case à {coins} pièces de la banque demande exactement {n} "
                           "{n:ouvrier|ouvriers} ; vous en avez {have}.",
    "mt.why.space_taken": "{area} : l'emplacement à {coins} {coins:pièce|pièces} est pris ; un "
                          "emplacement n'est libre que si sa grande case est vide.",
    "mt.why.space_coins": "{area} : cet emplacement coûte {coins} {coins:pièce|pièces} ; vous en "
                          "avez {have}.",
    "mt.why.no_worker": "Vous n'avez aucun ouvrier à envoyer.",
    "mt.why.lone_worker": "{area} : un ouvrier seul doit être un ouvrier {colour}, pas un ouvrier "
                          "{worker} ; sinon, envoyez 2 ouvriers de n'importe quelle(s) couleur(s).",
    "mt.why.box_size": "{area} : une case accueille 1 ouvrier {colour} ou 2 ouvriers de n'importe "
                       "quelle(s) couleur(s), pas {n}.",
    "mt.why.send_short": "Vous avez {n} {n:ouvrier|ouvriers} {colour} à envoyer.",
    "mt.why.bank_count": "La case à {coins} pièces de la banque demande exactement {n} "
                         "{n:ouvrier|ouvriers}, pas {sent}.",
    "mt.why.small_workers": "{area} : la petite case accueille 1 ouvrier {colour} ou 2 ouvriers de"
                            " n'importe quelle(s) couleur(s) ; il vous reste {n} "
                            "{n:ouvrier|ouvriers}.",
    "mt.why.advance_limit": "La flèche avance de {n} cases au plus.",
    "mt.why.advance_wheat": "Avancer de {n} {n:case|cases} coûte {n} blé ; vous en avez {have}.",
    "mt.why.release_none": "Vous n'avez aucun ouvrier {colour} à remettre dans la réserve.",
    "mt.why.town_right": "La rangée « {row} » accueille le représentant de {owner} : un nouveau "
                         "venu se place à sa droite.",
    "mt.why.town_squash_free": "Cette case coûte {cost} courges et vous en auriez {have} avec la "
                               "courge gratuite : il faut pouvoir payer une case quand on s'y "
                               "place.",
    "mt.why.town_squash": "Cette case coûte {cost} courges et vous en avez {have} : il faut "
                          "pouvoir payer une case quand on s'y place.",
    "mt.why.reward_goods": "Cette rangée donne exactement {n} ressources parmi petite pierre, "
                           "petit cuivre et blé.",
    "mt.why.reward_upgrades": "Cette rangée permet au plus {n} {n:échange|échanges}.",
    "mt.why.reward_short": "Il vous manque {missing} pour ces échanges.",
    "mt.why.no_camps": "Vous n'avez plus de campement à construire.",
    "mt.why.build_mountain": "On ne construit pas de campement sur une montagne ({region}).",
    "mt.why.build_lake": "On ne construit pas de campement sur un lac ({region}).",
    "mt.why.build_start": "On ne construit pas sur la région de la tuile de départ ({region}).",
    "mt.why.build_taken": "La région {region} est déjà occupée par {owner}.",
    "mt.why.build_adjacent": "Un campement se construit à côté d'une région occupée (la tuile de "
                             "départ ou un campement) ; ce n'est pas le cas de {region}.",
    "mt.why.build_goods": "La région {region} demande exactement {cost} ; il vous manque "
                          "{missing}.",
    "mt.why.build_exact": "La région {region} demande exactement {cost} ; il vous manque {missing}"
                          " (les petites ressources ne remplacent jamais les grandes, ni "
                          "l'inverse).",
    "mt.why.cow_turn": "Le commerce de bétail se fait seulement pendant votre propre tour.",
    "mt.why.no_cow": "Vous n'avez pas de vache à échanger.",
    "mt.why.cow_worker_limit": "Une vache ne peut pas vous donner un ouvrier au-delà des {n} qu'un"
                               " joueur peut avoir.",
    "mt.why.cow_goods": "Une vache s'échange contre une ressource parmi {goods}, contre {coins} "
                        "pièces ou contre un ouvrier au choix.",
    "mt.why.no_canteen": "Vous n'avez pas de gourde à boire.",
    "mt.why.canteen_when": "Une gourde se dépense à la fin d'un de vos propres tours.",
    # -- versions des règles ---------------------------------------------------------------------
    "mt.rules.v2": "Règles, version 2 : une case de la ville que son joueur ne peut plus payer "
                   "(une courge rendue à la réserve épuisée après s'y être placé) compte comme un "
                   "passage : rien à payer, pas de récompense.",
    "mt.town_unpaid": "{seat} ne peut plus payer la rangée « {row} » (colonne {col}) et passe : "
                      "rien à payer, pas de récompense.",
    # -- chiffres de fin de partie ---------------------------------------------------------------
    "mt.fig.turns": "Tours joués (tours supplémentaires compris)",
    "mt.fig.build_turns": "Tours avec une construction",
    "mt.fig.best_turn": "Le plus de campements en un tour",
    "mt.fig.free_camps": "Campements gratuits (régions doubles, lignes de quatre)",
    "mt.fig.lines": "Lignes de quatre",
    "mt.fig.cows_taken": "Vaches prises sur le plateau Paysage",
    "mt.fig.cows_traded": "Vaches échangées (commerce de bétail)",
    "mt.fig.canteens_taken": "Gourdes prises",
    "mt.fig.canteens_drunk": "Gourdes bues (tours supplémentaires)",
    "mt.fig.recruits": "Recrutements",
    "mt.fig.wheat_on_wheel": "Blé payé pour avancer la flèche",
    "mt.fig.harvests": "Récoltes",
    "mt.fig.goods_harvested": "Ressources récoltées",
    "mt.fig.bank_coins": "Pièces reçues de la banque",
    "mt.fig.town_rewards": "Récompenses de la ville",
    "mt.fig.given_back": "Pièces rendues à la réserve épuisée",
    #: what `progress` counts, the chart's x-axis: rounds of the table
    "mt.progress": "Tour de table",
}
