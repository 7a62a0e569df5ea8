"""French texts of Gold West: what the engine says in codes: why a move is refused
(the refusal ``gw.<name>`` is the message ``gw.why.<name>``), what each rules version changed
(``gw.rules.v<N>``), the notes and log entries of a card ability that would do or did
nothing (``gw.note.*``, ``gw.void.*``) and the names of the end-of-game figures
(``gw.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # -- l'étape du tour
    "gw.why.activate_first": "Choisissez d'abord une case de votre piste stock à activer.",
    "gw.why.activate_once": "La piste stock s'active une fois par tour, au début du tour.",
    "gw.why.drop_first": "Choisissez d'abord la ressource qui reste dans la case {number}.",
    "gw.why.metals_then_build": "Utilisez maintenant vos métaux, puis construisez ou pillez.",
    "gw.why.metals_then_end": "Utilisez maintenant vos métaux, puis terminez votre tour.",
    "gw.why.section_first": "Choisissez d'abord la case de votre piste stock qui reçoit les "
                            "ressources du jeton.",
    "gw.why.freeship_first": "Faites d'abord le transport gratuit de l'investissement, ou "
                             "renoncez-y.",
    "gw.why.freeboomtown_first": "Placez d'abord le jeton influence gratuit de "
                                 "l'investissement, ou renoncez-y.",
    "gw.why.extraboomtown_first": "Placez d'abord le jeton influence en plus de "
                                  "l'investissement, ou renoncez-y.",
    "gw.why.upgrade_first": "Choisissez d'abord un camp à améliorer en colonie, ou "
                            "renoncez-y.",
    "gw.why.gain_first": "Choisissez d'abord une ressource à ajouter à votre piste stock, ou "
                         "renoncez-y.",
    "gw.why.peek_first": "Choisissez d'abord un jeton mine face cachée à regarder, ou "
                         "renoncez-y.",
    "gw.why.build_or_loot_first": "Chaque tour place exactement un camp : construisez ou "
                                  "pillez avant de finir votre tour.",
    # -- activer la piste stock
    "gw.why.section_empty": "La case {number} de votre piste stock est vide : activez une "
                            "case qui contient au moins une ressource.",
    "gw.why.drop_not_carried": "Vous ne montez aucune ressource « {resource} » : laissez dans "
                               "la case {number} l'une de celles-ci : {held}.",
    # -- investissements
    "gw.why.invested_this_turn": "Un seul investissement par tour : vous avez déjà investi "
                                 "ce tour-ci.",
    "gw.why.card_not_in_play": "La carte investissement {card} n'est pas dans cette partie : "
                               "seules les 8 cartes tirées au début sont proposées.",
    "gw.why.card_yours": "Vous avez déjà la carte investissement {card}.",
    "gw.why.card_taken": "La carte investissement {card} a déjà été prise par {owner}.",
    "gw.why.card_short": "La carte investissement {card} coûte {cost} : il vous manque "
                         "{missing}.",
    # -- Boomtown
    "gw.why.one_marker": "Un seul jeton influence à Boomtown par tour, celui d'une carte "
                         "compris : vous avez placé le vôtre ce tour-ci.",
    "gw.why.space_yours": "Cette case de Boomtown ({office}) porte déjà votre jeton "
                          "influence.",
    "gw.why.space_held": "Cette case de Boomtown ({office}) porte déjà le jeton influence de "
                         "{owner}, et une case n'en prend qu'un.",
    "gw.why.space_short": "Cette case de Boomtown ({office}) coûte {cost} : il vous manque "
                          "{missing}.",
    "gw.why.free_marker_taken": "Le jeton gratuit va sur une case libre, et celle-ci "
                                "({office}) porte le jeton de {owner}.",
    "gw.why.extra_marker_empty": "Le jeton en plus va à côté de celui d'un adversaire, et "
                                 "cette case ({office}) est vide.",
    "gw.why.extra_marker_own": "Le jeton en plus va à côté de celui d'un adversaire, pas à "
                               "côté du vôtre ({office}).",
    "gw.why.extra_marker_full": "Cette case de Boomtown ({office}) porte déjà deux jetons, le "
                                "plus qu'une case puisse prendre.",
    # -- transports
    "gw.why.not_a_metal": "Seuls les métaux se transportent, pas la ressource « {resource} ».",
    "gw.why.coach_at_end": "Votre diligence est déjà au bout de la piste transport {metal}.",
    "gw.why.no_metal": "Vous n'avez aucun {metal} à transporter.",
    # -- construire ou piller
    "gw.why.settlement_short": "Une colonie demande un bois et une pierre : il vous manque "
                               "{missing}.",
    "gw.why.camp_needs_material": "Un camp demande un bois ou une pierre : sans l'un ni "
                                  "l'autre, vous devez piller.",
    "gw.why.loot_with_material": "On ne pille que sans bois ni pierre : construisez plutôt.",
    "gw.why.hex_water": "L'hexagone {pos} est de l'eau.",
    "gw.why.hex_out_of_play": "L'hexagone {pos} n'est pas en jeu : à 2 joueurs, sa tuile "
                              "terrain reste hors du jeu.",
    "gw.why.hex_built": "L'hexagone {terrain} {pos} est déjà occupé par {owner} "
                        "({building}).",
    "gw.why.hex_built_yours": "L'hexagone {terrain} {pos} porte déjà votre {building}.",
    "gw.why.hex_looted": "L'hexagone {terrain} {pos} a été pillé : son jeton est retiré du "
                         "jeu.",
    "gw.why.hex_face_down": "Le jeton de l'hexagone {terrain} {pos} est face cachée : seuls "
                            "les jetons révélés (au bord de l'eau ou à côté d'un hexagone "
                            "pris) peuvent être pris.",
    # -- les capacités des investissements
    "gw.why.upgrade_no_camp": "Vous n'avez pas de camp sur l'hexagone {terrain} {pos}.",
    "gw.why.upgrade_not_yours": "Le bâtiment de l'hexagone {terrain} {pos} ({building}) "
                                "appartient à {owner}, pas à vous.",
    "gw.why.upgrade_settled": "L'hexagone {terrain} {pos} porte déjà votre colonie.",
    "gw.why.peek_no_token": "Il n'y a pas de jeton mine sur l'hexagone {terrain} {pos}.",
    "gw.why.peek_face_up": "Le jeton de l'hexagone {terrain} {pos} est déjà face visible.",
    "gw.why.peek_seen": "Vous avez déjà regardé le jeton de l'hexagone {terrain} {pos}.",
    # -- le dernier tour
    "gw.why.final_no_build": "Tous les camps sont placés : le dernier tour n'a pas d'étape "
                             "construire ou piller.",
    "gw.why.final_no_gain": "Le dernier tour ne rapporte aucune ressource.",
    "gw.why.final_no_upgrade": "Le dernier tour n'a pas de construction : aucun camp ne "
                               "devient colonie.",
    # -- ce que chaque version des règles a changé
    "gw.rules.v2": "Mise à jour des règles (version 2) : au dernier tour, la carte 17 "
                   "n'améliore plus de camp, puisqu'on ne construit plus (la carte 18 ne "
                   "donnait déjà aucune ressource) ; une capacité de carte qui n'a rien sur "
                   "quoi agir est passée, et le journal dit pourquoi ; et le plateau prévient "
                   "avant qu'un jeton influence payé en métaux ne rende inutilisable le jeton "
                   "gratuit d'une carte.",
    # -- avant de prendre une carte (les notes du plateau) et après (le journal)
    "gw.note.one_marker": "Un jeton acheté ici est votre seul jeton influence à Boomtown ce "
                          "tour-ci : investir ensuite dans la carte {cards} laisserait son "
                          "jeton gratuit inutilisé.",
    "gw.note.void.one_marker": "Son jeton gratuit resterait inutilisé : vous avez placé votre "
                               "jeton à Boomtown ce tour-ci.",
    "gw.note.void.final_round": "Sa capacité ne fait rien au dernier tour : on n'y construit "
                                "pas et on n'y prend aucune ressource.",
    "gw.note.void.no_space": "Son jeton n'aurait aucune case de Boomtown où aller.",
    "gw.note.void.no_camp": "Vous n'avez aucun camp à améliorer.",
    "gw.note.void.no_token": "Il ne reste aucun jeton face cachée que vous n'ayez regardé.",
    "gw.note.void.coaches_at_end": "Toutes vos diligences sont au bout de leur piste.",
    "gw.void.one_marker": "{seat} ne place pas de jeton gratuit avec la carte {card} : un "
                          "seul jeton à Boomtown par tour, et il est déjà placé.",
    "gw.void.final_round": "La carte {card} n'apporte rien de plus à {seat} au dernier tour : "
                           "on n'y construit pas et on n'y prend aucune ressource.",
    "gw.void.no_space": "La carte {card} ne place aucun jeton pour {seat} : aucune case de "
                        "Boomtown ne lui est ouverte.",
    "gw.void.no_camp": "La carte {card} n'améliore rien : {seat} n'a aucun camp sur le "
                       "plateau.",
    "gw.void.no_token": "Carte {card} : il ne reste aucun jeton face cachée à regarder pour "
                        "{seat}.",
    "gw.void.coaches_at_end": "La carte {card} ne transporte rien : toutes les diligences de "
                              "{seat} sont au bout de leur piste.",
    # -- les chiffres de fin de partie
    "gw.fig.points_supply": "Points de la piste stock",
    "gw.fig.points_shipping": "Points des transports",
    "gw.fig.points_investments": "Points des investissements",
    "gw.fig.points_boomtown": "Points de Boomtown",
    "gw.fig.points_largest_group": "Points du plus grand groupe",
    "gw.fig.points_majorities": "Points des majorités de terrain",
    "gw.fig.points_wanted": "Points perdus à cause de Wanted",
    "gw.fig.majorities_won": "Majorités de terrain gagnées",
    "gw.fig.metals_shipped": "Métaux transportés",
    "gw.fig.shipped_copper": "Cuivre transporté",
    "gw.fig.shipped_silver": "Argent transporté",
    "gw.fig.shipped_gold": "Or transporté",
    "gw.fig.shipping_tiles": "Tuiles bonus de transport",
    "gw.fig.investments": "Investissements",
    "gw.fig.boomtown_markers": "Jetons influence placés à Boomtown",
    "gw.fig.loots": "Pillages (camps dans la zone Wanted)",
    "gw.fig.camps": "Camps sur le plateau",
    "gw.fig.settlements": "Colonies sur le plateau",
    "gw.fig.upgrades": "Camps améliorés par une carte",
    "gw.fig.largest_group": "Plus grand groupe de constructions",
    "gw.fig.tokens_looked_at": "Jetons face cachée regardés",
    "gw.fig.resources_wasted": "Ressources défaussées sans servir",
    "gw.fig.resources_left": "Ressources restées sur la piste stock",
    #: what `progress` counts, the chart's x-axis: every player's turn, one after another
    "gw.progress": "Tour",
}
