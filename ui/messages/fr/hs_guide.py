"""French texts of Homesteaders: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "hs.guide.place.title": "Revenus — placer ses ouvriers",
    "hs.guide.place.text":
        "Placez chaque ouvrier sur un emplacement libre de l'un de vos bâtiments ; un ouvrier sans "
        "emplacement se repose sur votre Homestead. Le revenu automatique de vos bâtiments vient "
        "avec ou sans ouvrier, chaque emplacement occupé ajoute sa production et chaque ligne "
        "ferroviaire rapporte 1 argent. Ensuite chaque ouvrier est payé 1 argent, même au repos.",
    "hs.guide.pay.title": "Payer",
    "hs.guide.pay.text":
        "Les salaires et une enchère remportée se paient en argent. Une pièce d'or vaut {gold} "
        "argent, sans rendu de monnaie. Pas assez d'argent ? Vendez au marché avec un jeton "
        "commerce, ou prenez une dette pour {debt} argent : chaque dette non remboursée coûte des "
        "PV à la fin (1, puis 2, puis 3…).",
    "hs.guide.neutral.title": "À deux joueurs — l'offre neutre",
    "hs.guide.neutral.text":
        "Avant d'enchérir, le premier joueur pose l'offre neutre sur l'une des deux enchères, au "
        "niveau du moment, même s'il passe juste après. Le niveau monte d'un cran après un tour où "
        "les deux joueurs ont remporté une enchère et descend d'un cran à chaque fois qu'un joueur "
        "passe. Une tuile tenue par l'offre neutre ne va à personne.",
    "hs.guide.bid.title": "Enchères — faire une offre",
    "hs.guide.bid.text":
        "Faites une offre sur une enchère, plus haute que celle qui s'y trouve ({bids}), ou "
        "passez. Tant que votre offre est la plus haute, vous attendez ; une fois dépassé, vous "
        "devez enchérir de nouveau ou passer. Passer met fin à vos enchères du tour et fait "
        "avancer votre pion sur le chemin de fer pour un bonus.",
    "hs.guide.rail.title": "Bonus du chemin de fer",
    "hs.guide.rail.text":
        "Chaque avancée sur la piste de développement du chemin de fer donne un bonus : celui de "
        "la case atteinte ou d'une case précédente (un jeton commerce, une ligne ferroviaire, un "
        "ouvrier, une ressource au choix, {rail_vp} PV). Sur la dernière case, le pion reste en "
        "place et n'importe lequel des cinq peut être pris.",
    "hs.guide.build.title": "Construire",
    "hs.guide.build.text":
        "Le gagnant d'une enchère construit un bâtiment d'un type indiqué sur la tuile remportée, "
        "en payant son coût en ressources (le marché peut fournir ce qui manque). Personne ne "
        "possède deux fois le même bâtiment. On peut ne rien construire, mais la tuile est "
        "défaussée quand même.",
    "hs.guide.worker.title": "Bonus de la tuile — un ouvrier gratuit",
    "hs.guide.worker.text":
        "Cette tuile ou ce bâtiment donne un ouvrier une fois la construction faite. Un ouvrier "
        "produit sur vos emplacements mais coûte 1 argent de salaire à chaque tour : vous pouvez "
        "le refuser. Seules les parties commencées en version 1 des règles le demandent : depuis "
        "la version 2, l'ouvrier est pris aussitôt, comme le dit la règle.",
    "hs.guide.exchange.title": "Bonus de la tuile — un échange",
    "hs.guide.exchange.text":
        "Une fois, après la construction, vous pouvez payer ce que demande la tuile pour sa "
        "récompense : un cuivre ou un bétail pour 4 PV, une nourriture pour 2 PV, ou un bois pour "
        "une ligne ferroviaire. Ce que votre nouveau bâtiment vient de rapporter peut servir. Vous "
        "pouvez aussi y renoncer.",
    "hs.guide.endgame.title": "Dernières actions et décompte",
    "hs.guide.endgame.text":
        "Après les derniers revenus, remboursez vos dettes ({repay} argent ou 1 or chacune) et "
        "utilisez le marché autant que vous voulez, puis annoncez que vous avez fini. Le score "
        "additionne les jetons de PV, les PV et bonus de fin des bâtiments, et 2 PV par or, cuivre "
        "et bétail, moins 1 + 2 + … PV pour les dettes restantes. En cas d'égalité, le plus "
        "d'argent l'emporte.",
}
