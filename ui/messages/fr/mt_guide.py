"""French texts of Montana: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "mt.guide.start_region.title": "Mise en place — la tuile de départ",
    "mt.guide.start_region.text":
        "Le premier joueur pose la tuile de départ sur la région constructible de son choix. On ne "
        "construit qu'à côté d'une région déjà occupée : tout le paysage se développe donc à "
        "partir d'ici. La région de la tuile de départ n'appartient à personne.",
    "mt.guide.turn.title": "Votre tour — une action",
    "mt.guide.turn.text":
        "Choisissez une action : recruter (tourner la roue pour deux ouvriers), récolter (envoyer "
        "des ouvriers à la banque, à la mine, à la carrière, au champ de blé, au potager ou en "
        "ville) ou construire de 1 à {builds} campements. Le commerce de bétail est permis à tout "
        "moment de votre propre tour.",
    "mt.guide.choose_worker.title": "Recruter — au choix",
    "mt.guide.choose_worker.text":
        "La roue s'est arrêtée sur deux ouvriers blancs : prenez deux ouvriers au choix dans la "
        "réserve, d'une couleur ou de deux. La couleur d'un ouvrier est la ressource qu'il récolte "
        "le mieux seul.",
    "mt.guide.advance.title": "Recruter — avancer la flèche",
    "mt.guide.advance.text":
        "Une fois par tour, vous pouvez payer 1 blé par case, jusqu'à {steps}, pour avancer la "
        "flèche et prendre les deux ouvriers de la nouvelle case. C'est facultatif : vous pouvez "
        "vous arrêter là.",
    "mt.guide.release.title": "Recruter — {workers} ouvriers au plus",
    "mt.guide.release.text":
        "Un joueur ne garde jamais plus de {workers} ouvriers. Rendez des ouvriers à la réserve "
        "jusqu'à en avoir {workers}, en choisissant parmi les nouveaux et les anciens.",
    "mt.guide.send.title": "Récolter — choisir les ouvriers",
    "mt.guide.send.text":
        "Une case de la banque prend exactement le nombre d'ouvriers indiqué, de n'importe quelles "
        "couleurs. Une case de récolte prend un ouvrier de la couleur de la zone ou deux ouvriers "
        "de n'importe quelles couleurs. Les ouvriers y restent jusqu'à ce que la zone ou la banque "
        "soit pleine.",
    "mt.guide.small.title": "Récolter — la petite case",
    "mt.guide.small.text":
        "Après la grande case d'un emplacement, vous pouvez aussi remplir sa petite case, avec la "
        "même règle (un ouvrier de la couleur de la zone ou deux de n'importe quelles couleurs), "
        "pour une ressource de plus. C'est facultatif.",
    "mt.guide.town_place.title": "La ville — placer son représentant",
    "mt.guide.town_place.text":
        "Placez votre représentant dans une rangée de la ville, dans une colonne que vous pouvez "
        "payer en courges. Dans une rangée occupée, vous vous placez à droite de celui qui s'y "
        "trouve, qui doit aussitôt se déplacer ou passer. Seul le joueur qui a choisi la ville "
        "prend une courge gratuite.",
    "mt.guide.town_reward.title": "La ville — la récompense",
    "mt.guide.town_reward.text":
        "Payez les courges de votre colonne et prenez la récompense de votre rangée : une vache et "
        "jusqu'à trois échanges d'une petite pierre ou d'un petit cuivre contre un grand, trois "
        "ressources au choix, deux échanges, ou deux pièces et un échange. Annoncez tout ce que "
        "vous prenez en une fois.",
    "mt.guide.build_more.title": "Construire — un campement de plus ?",
    "mt.guide.build_more.text":
        "Vous pouvez construire jusqu'à {builds} campements par tour, chacun à côté d'une région "
        "occupée et payé exactement avec les ressources qu'elle montre. Deux symboles Campement ou "
        "le quatrième campement d'une ligne droite ajoutent un campement gratuit. Chaque "
        "construction non utilisée rapporte 1 pièce.",
    "mt.guide.canteen.title": "Fin du tour — une gourde",
    "mt.guide.canteen.text":
        "Vous pouvez dépenser une gourde maintenant pour jouer aussitôt un nouveau tour ; elle "
        "quitte alors la partie. On prend une gourde en étant le premier à construire au bord de "
        "son lac, et les gourdes départagent aussi les égalités, avec les vaches.",
}
