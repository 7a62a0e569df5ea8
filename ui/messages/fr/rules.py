"""French texts of the rules pages (`scripts/rules_pages.py`): the frame of every page
(`rules.*`) and the words of its generated tables and figures. The pages' own text is in
`rules/src/`."""

MESSAGES = {
    "rules.title": "{game} : la règle du jeu",
    "rules.back": "Westbound : retour aux jeux",
    "rules.langs": "Cette page en",
    "rules.toc": "Sommaire",
    "rules.skip": "Aller à la règle",
    "rules.print": "Imprimer cette page",
    "rules.about": (
        "Rédigée pour Westbound, avec nos propres mots, d'après les règles française et "
        "espagnole des éditeurs. Les valeurs du matériel sont celles avec lesquelles joue le "
        "jeu de ce site."),
    "rules.description": "La règle complète de {game}, telle qu'on la joue sur Westbound.",
    "rules.versions": "Versions des règles",
    "rules.version_now": (
        "Cette page donne les règles de la version {n}. Sur ce site, une règle n'est jamais "
        "corrigée qu'au moyen d'une nouvelle version des règles, et une partie garde jusqu'au "
        "bout la version avec laquelle elle a commencé : une partie enregistrée avant une "
        "correction reprend avec ses propres règles, et son écran dit quelle version elle suit "
        "et ce qui a changé depuis."),
    "rules.version_1": "Version 1 : les règles publiées d'abord par le site.",
    "rules.building": "Bâtiment",
    "rules.copies": "Exemplaires (2 j. / 3–4 j.)",
    "rules.cost": "Coût",
    "rules.vp": "PV",
    "rules.does": "Effet",
    "rules.free": "gratuit",
    "rules.none": "—",
    "rules.tile": "Tuile",
    "rules.stack": "Pile",
    "rules.stage": "Étape",
    "rules.builds": "Construit",
    "rules.bonus": "Bonus",
    "rules.no_building": "aucun bâtiment",
    "rules.any_type": "tout type",
    "rules.worker_bonus": "un ouvrier gratuit, pris aussitôt",
    "rules.rail_bonus": "une avancée sur le chemin de fer",
    "rules.gain": "{gain} tout de suite",
    "rules.exchange": "une fois : payer {cost} pour {gain}",
    "rules.space": "Case",
    "rules.bonus_of": "Ce qu'elle donne",
    "rules.good": "Ressource",
    "rules.buy": "Achat (1 jeton commerce)",
    "rules.sell": "Vente (1 jeton commerce) + 1 PV",
    "rules.any_good": "une ressource au choix",
    "rules.vp3": "3 PV",
    "rules.rail_line": "une ligne ferroviaire",
    "rules.worker": "un ouvrier",
    "rules.trade": "un jeton commerce",
    "rules.rounds": "Tours {a} à {b}",
    "rules.round_n": "Tour",
    "rules.final": "Derniers revenus et décompte",
    "rules.fig_rounds": "Les dix tours, leurs étapes, et les quatre temps d'un tour",
    "rules.step1": "Révéler les tuiles enchères",
    "rules.step2": "Placer les ouvriers, toucher les revenus, payer les ouvriers",
    "rules.step3": "Enchérir, ou passer et avancer sur le chemin de fer",
    "rules.step4": "Les gagnants paient et construisent, enchère 1 d'abord",
    "rules.start": "départ",
    "rules.each_advance": "à chaque avancée : le bonus de cette case ou d'une case précédente",
    "rules.players": "Joueurs",
    "rules.camps": "Camps chacun",
    "rules.turn_pos": "Ordre du tour",
    "rules.section": "Case",
    "rules.points": "Points",
    "rules.first": "1re",
    "rules.second": "2e",
    "rules.two_p": "à 2 joueurs, le premier marque",
    "rules.terrain": "Terrain",
    "rules.card": "Carte",
    "rules.ability": "Capacité",
    "rules.office": "Bureau",
    "rules.end_bonus": "Bonus de fin de partie",
    "rules.track": "Piste",
    "rules.line_vp": "case {a} : {va} PV ; case {b} : {vb} PV",
    "rules.stacks_at": "cases {a} et {b}, chacune :",
    "rules.lines": "Lignes (une fois par diligence)",
    "rules.stacks": "Piles de bonus (sautées ; tuile du dessus)",
    "rules.tokens": "Jetons mine",
    "rules.count": "×{n}",
    "rules.bonus_tiles": "Tuiles bonus investissement",
    "rules.gw_step1": "Activer sa piste stock",
    "rules.gw_step1b": "prendre les ressources d'une case",
    "rules.gw_step2": "Utiliser des métaux",
    "rules.gw_step2b": "investir (1 fois), Boomtown (1 fois), transporter (à volonté)",
    "rules.gw_step3": "Construire ou piller",
    "rules.gw_step3b": "un camp, une colonie, ou piller",
    "rules.gw_last": "Dernier tour : étapes 1 et 2 seulement",
    "rules.use": "Utilisable ce tour",
    "rules.col_metal": "métal de la colonne",
    "rules.row_metal": "métal de la ligne",
    "rules.vp4": "4 PV",
    "rules.office_x": "bureau",
    "rules.recruit": "Recruter",
    "rules.recruit_b": "tourner la roue : 2 ouvriers",
    "rules.harvest": "Récolter",
    "rules.harvest_b": "banque, mine, carrière, champ, potager, ville",
    "rules.build": "Construire",
    "rules.build_b": "1 à 3 campements",
    "rules.choose_one": "Choisir une action",
    "rules.any_time": "À tout moment de son tour : commerce de bétail",
    "rules.end_turn": "Fin du tour : une gourde donne un nouveau tour",
    "rules.reconstructed": "reconstitué",
    "rules.rulebook": "règle",
    "rules.found": "trouvé",
    "rules.segment": "Case",
    "rules.workers": "Ouvriers",
    "rules.any_pair": "2 ouvriers au choix",
    "rules.bank_ws": "Ouvriers",
    "rules.coins": "Pièces",
    "rules.area": "Zone",
    "rules.worker_colour": "Ouvrier",
    "rules.spaces": "Emplacements (pièces → ressources)",
    "rules.row": "Rangée",
    "rules.reward": "Récompense",
    "rules.column_costs": "Coût des colonnes (courges)",
    "rules.tile_x": "Tuile",
    "rules.regions": "Régions",
    "rules.mountain": "montagne",
    "rules.lake": "lac",
    "rules.canteen": "gourde",
    "rules.cow": "vache",
    "rules.double": "deux symboles Campement",
    "rules.landscape_tiles": "Tuiles Paysage",
    "rules.centre": "centre",
    "rules.supply_of": "Réserve générale",
    "rules.blue": "Bleu",
    "rules.red": "Rouge",
    "rules.moves": "doit se déplacer ou passer",
    "rules.newcomer": "nouveau venu",
    "rules.line4": "4e campement d'une ligne droite",
    "rules.free_camp": "+1 campement gratuit",
    "rules.small_box": (
        "La petite case de chaque emplacement donne {n} ressource de plus, gratuitement."),
    "rules.small_box_wheat": "Celle de l'emplacement de blé le plus cher vient de la règle.",
    "rules.legend_rulebook": "donné par la règle",
    "rules.legend_found": "trouvé dans des critiques publiques du jeu imprimé",
    "rules.legend_reconstructed": "reconstitué par nous : la valeur imprimée est introuvable",
    "rules.fig_boomtown": (
        "Une case coûte le métal en haut de sa colonne et celui à droite de sa ligne ; deux "
        "jetons au plus par case."),
    "rules.fig_town": (
        "Les colonnes coûtent des courges à la fin de l'action ; dans une rangée, le nouveau "
        "venu se place à droite de l'autre, qui se déplace ou passe."),
    "rules.board_setup": "{game} à la mise en place à 3 joueurs, dessiné par le jeu de ce site",
    "rules.board_mid": "{game} au milieu d'une partie à 3 joueurs, dessiné par le jeu de ce site",
    "rules.board_alt": (
        "Image du plateau : {what}. "
        "Ses parties numérotées sont nommées dessous ; le lien l'ouvre en grand."),
    "rules.part_named": "{name} :",
    "rules.part.hs.rounds": "La piste des tours",
    "rules.part.hs.rounds.what": (
        "les dix tours en trois étapes, Implantation, Village et Ville ; le tour marqué est celui"
        " qui se joue."),
    "rules.part.hs.auctions": "Les enchères",
    "rules.part.hs.auctions.what": (
        "une tuile enchère par pile ce tour-ci, avec les mises placées dessus ; le gagnant peut "
        "construire un bâtiment des types qu'elle montre."),
    "rules.part.hs.rail": "La piste de développement du chemin de fer",
    "rules.part.hs.rail.what": (
        "le marqueur de chaque joueur ; qui quitte les enchères l'avance d'une case et prend le "
        "bonus de cette case."),
    "rules.part.hs.coming": "Les tuiles à venir",
    "rules.part.hs.coming.what": (
        "les tuiles enchères de la pile 1 pour les tours suivants, face visible."),
    "rules.part.hs.supply": "L'offre de bâtiments",
    "rules.part.hs.supply.what": (
        "les bâtiments proposés à cette étape, chacun avec son coût, ses points et ce qu'il "
        "rapporte à l'ouvrier placé dessus."),
    "rules.part.hs.seat": "Les biens d'un joueur",
    "rules.part.hs.seat.what": (
        "argent, jetons commerce, dettes, ressources, ouvriers et bâtiments, avec l'ouvrier placé"
        " sur chacun."),
    "rules.part.gw.map": "La carte",
    "rules.part.gw.map.what": (
        "les terrains autour de l'eau ; les jetons mine sont face visible là où l'on peut "
        "construire, campements et colonies montrent qui a construit."),
    "rules.part.gw.boomtown": "Boomtown",
    "rules.part.gw.boomtown.what": (
        "les bureaux : deux métaux placent un jeton influence sur une case, et son bureau "
        "rapporte son bonus à la fin."),
    "rules.part.gw.wanted": "Wanted",
    "rules.part.gw.wanted.what": (
        "les campements des joueurs qui ont pillé ; celui qui en a le plus perd des points à la "
        "fin."),
    "rules.part.gw.invest": "Les investissements",
    "rules.part.gw.invest.what": (
        "les cartes achetées avec des métaux, et les tuiles bonus qui les accompagnent."),
    "rules.part.gw.shipping": "Les pistes transport",
    "rules.part.gw.shipping.what": (
        "cuivre, argent et or ; chaque métal transporté fait avancer la diligence du joueur."),
    "rules.part.gw.track": "La piste stock d'un joueur",
    "rules.part.gw.track.what": (
        "les ressources qui attendent dans ses quatre cases ; un tour prend toute une case et les"
        " dépose une à une vers la sortie."),
    "rules.part.mt.map": "Le paysage",
    "rules.part.mt.map.what": (
        "les régions, chaque hexagone montrant les ressources que coûte un campement ; vaches et "
        "gourdes attendent sur certains."),
    "rules.part.mt.wheel": "La roue Recrutement",
    "rules.part.mt.wheel.what": (
        "chaque case de la roue montre les deux ouvriers que prend le joueur quand la flèche "
        "s'y arrête."),
    "rules.part.mt.supply": "La réserve générale",
    "rules.part.mt.supply.what": (
        "les ressources, ouvriers et vaches encore disponibles ; quand il en manque d'une sorte, "
        "chaque joueur qui en a une la rend."),
    "rules.part.mt.areas": "Le plateau Ouvriers",
    "rules.part.mt.areas.what": (
        "la banque donne des pièces contre des ouvriers ; dans les quatre zones de récolte, les "
        "ouvriers paient des pièces pour des ressources, les cases les plus chères en donnant "
        "davantage."),
    "rules.part.mt.town": "La ville",
    "rules.part.mt.town.what": (
        "le magasin et les rangées des représentants, où les courges achètent les récompenses "
        "montrées."),
    "rules.part.mt.crew": "Les ouvriers d'un joueur",
    "rules.part.mt.crew.what": (
        "les ouvriers recrutés, huit au plus, qui attendent d'être envoyés au travail."),
}
