"""Spanish texts of Montana: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "mt.guide.start_region.title": "Preparación — la loseta inicial",
    "mt.guide.start_region.text":
        "El jugador inicial pone la loseta inicial en la región edificable que prefiera. Solo se "
        "construye junto a una región ya ocupada, así que todo el paisaje crece desde aquí. La "
        "región de la loseta inicial no es de nadie.",
    "mt.guide.turn.title": "Tu turno — una acción",
    "mt.guide.turn.text":
        "Elige una acción: reclutar (girar la rueda para dos trabajadores), cosechar (mandar "
        "trabajadores al banco, a la mina, a la cantera, al campo de trigo, al huerto o al pueblo) "
        "o construir de 1 a {builds} campamentos. El comercio de ganado se permite en cualquier "
        "momento de tu propio turno.",
    "mt.guide.choose_worker.title": "Reclutar — a elegir",
    "mt.guide.choose_worker.text":
        "La rueda se ha parado en dos trabajadores blancos: toma dos trabajadores cualesquiera de "
        "la reserva, de un color o de dos. El color de un trabajador es el recurso que mejor "
        "cosecha él solo.",
    "mt.guide.advance.title": "Reclutar — avanzar la flecha",
    "mt.guide.advance.text":
        "Una vez por turno puedes pagar 1 trigo por casilla, hasta {steps}, para avanzar la flecha "
        "y tomar los dos trabajadores de la nueva casilla. Es opcional: puedes parar aquí.",
    "mt.guide.release.title": "Reclutar — {workers} trabajadores como máximo",
    "mt.guide.release.text":
        "Nadie tiene nunca más de {workers} trabajadores. Devuelve trabajadores a la reserva hasta "
        "tener {workers}, eligiendo entre los nuevos y los viejos.",
    "mt.guide.send.title": "Cosechar — elegir los trabajadores",
    "mt.guide.send.text":
        "Un espacio del banco admite exactamente los trabajadores que indica, de cualquier color. "
        "Una casilla de cosecha admite un trabajador del color de la zona o dos de cualquier "
        "color. Los trabajadores se quedan allí hasta que la zona o el banco se llenan.",
    "mt.guide.small.title": "Cosechar — la casilla pequeña",
    "mt.guide.small.text":
        "Tras la casilla grande de un espacio también puedes llenar su casilla pequeña, con la "
        "misma regla (uno del color de la zona o dos de cualquier color), por un recurso más. Es "
        "opcional.",
    "mt.guide.town_place.title": "El pueblo — colocar tu representante",
    "mt.guide.town_place.text":
        "Pon tu representante en una fila del pueblo, en una columna que puedas pagar en "
        "calabazas. En una fila ocupada te pones a la derecha del que ya está, que debe moverse en "
        "el acto o pasar. Solo quien eligió el pueblo toma una calabaza gratis.",
    "mt.guide.town_reward.title": "El pueblo — la recompensa",
    "mt.guide.town_reward.text":
        "Paga las calabazas de tu columna y toma la recompensa de tu fila: una vaca y hasta tres "
        "cambios de una piedra o un cobre pequeño por uno grande, tres recursos a elegir, dos "
        "cambios, o dos monedas y un cambio. Di de una vez todo lo que tomas.",
    "mt.guide.build_more.title": "Construir — ¿otro campamento?",
    "mt.guide.build_more.text":
        "Puedes construir hasta {builds} campamentos por turno, cada uno junto a una región "
        "ocupada y pagado exactamente con los recursos que muestra. Dos símbolos de campamento o "
        "el cuarto campamento de una línea recta añaden un campamento gratis. Cada construcción "
        "que no uses te da 1 moneda.",
    "mt.guide.canteen.title": "Fin del turno — una cantimplora",
    "mt.guide.canteen.text":
        "Puedes gastar una cantimplora ahora para jugar otro turno en el acto; después sale del "
        "juego. Una cantimplora se consigue siendo el primero en construir junto a su lago, y "
        "también deshace empates junto con las vacas.",
}
