/// Words that verb forms spell but that are more often something else, as data: the reading
/// rules (Docs/READING.md) call them verbs only on evidence.
enum Homographs {
  /// Prepositions, adverbs and pronouns (como, para, sobre, entre, bajo, nada…): verbs only
  /// after a clitic, "no" or a subject pronoun (yo como, se para, no bajo), or by their own
  /// rule (que entre en…, si fuera).
  static let functionWords: Set<String> = [
    "como", "para", "sobre", "entre", "bajo", "nada", "solo", "junto", "medio", "cerca",
    "tarde", "fuera", "salvo", "apenas", "encima", "claro", "pronto", "bien", "mal", "incluso",
    "excepto", "tras", "hacia", "hasta", "desde", "ante", "contra", "mientras", "luego",
    "demasiado", "quizá", "mas", "don", "doña", "real", "fin", "cuanto", "cuando", "donde",
    "entonces", "casi", "siquiera", "menos", "algo", "todo", "toda", "todos", "todas", "tanto",
    "tanta", "poco", "poca", "pocos", "pocas", "mucho", "mucha", "muchos", "muchas", "otro",
    "otra", "otros", "otras", "mismo", "misma", "cada", "cual", "sino", "pues", "así", "aun",
    "aún", "ya", "o", "uno", "una", "dos", "tres", "seis", "siete", "nueve", "diez", "once",
    "doce", "cien", "mil", "segundo", "segunda", "primero", "primera", "tercero", "cuarto",
    "quinto", "sexto", "ahora", "aquí", "ahí", "allí", "allá", "acá", "dentro", "afuera",
    "adentro", "abajo", "arriba", "atrás", "adelante", "delante", "detrás", "enfrente",
  ]

  /// Nouns and adjectives that verb forms spell (el trabajo, la llama, un vino, la puerta
  /// cerrada…): verbs only on evidence (a clitic, "no", a subject pronoun, "que", the start of a
  /// clause). Gender, where the ending does not tell it, in `genders`.
  static let nominals: Set<String> = Set(
    """
    trabajo cambio paso peso canto amo libro cuento vuelo juego regalo beso sueño pienso camino
    uso gasto pago abrazo apoyo aumento cobro costo cultivo daño deseo dibujo empleo encuentro
    engaño envío estudio fracaso freno grito gusto inicio intento lamento llanto logro mando odio
    olvido paro premio proceso progreso recuerdo regreso reclamo registro remedio repaso reparto
    resto retiro retraso riego robo ruego salto saludo secuestro sorteo suspiro trato traslado
    trueno voto abono acuerdo adorno afecto agrado ahorro amparo anuncio arreglo arresto asalto
    aseo asiento asombro atasco atraco aviso ayuno baño bloqueo cargo castigo consuelo descanso
    descuento desarrollo despido destino diseño elogio empeño encargo enfado ensayo estreno fallo
    hielo lleno mareo quiebro refuerzo relevo respeto rodeo socorro soborno sobresalto suelo
    susto tiro trago traspaso triunfo tropiezo vuelco abuso acceso acoso alivio anhelo apego
    atajo auxilio barro brinco cerco colmo consumo cuido desayuno descuido desempleo despacho
    desvío disparo enojo entierro equipo esfuerzo espanto festejo forro gobierno hurto impulso
    indulto insulto invento lavado legado lujo mimo obsequio pacto paseo pedido puesto rasgo
    recado recibo rechazo reembolso reino relato relleno remo reposo reto retrato rezo riesgo
    sello soplo sorbo suministro surco tramo velo almuerzo primo hermano cuadro marco banco
    techo piso centro corto largo completo amargo contento harto enfermo sereno limpio vacío
    seco fijo listo sano justo claro medio caso plato disco mimo calmo sobre bajo río rio vino
    canto traje sal don baile viaje parte calle corte cierre cruce toque ataque coste debate
    golpe empate enlace envase escape alcance avance balance choque combate pase rescate
    transporte nieve monte postre pique libre firme doble alegre caliente cheque
    casa llama cura ama mesa cuenta vela planta firma falta carga compra venta busca charla cena
    cocina consulta copia culpa demanda denuncia disculpa duda entrega envidia escala espera
    fuga guarda guía lucha marcha nota obra pausa pelea pesca plancha pregunta prueba queja
    receta reforma renta reserva rueda suma toma vuelta caza cita cola corrida danza ducha
    escucha forma funda manda mancha muestra oferta paga parada pena pinta poda puja raya
    rebaja recarga resta riña ronda seca siembra sobra subida tapa tienda tira traba venda
    visita vista alarma apuesta ayuda baja calma causa colecta comida condena cuesta custodia
    descarga encuesta entrada estima gira huelga lanza lima llegada marca meta mezcla monta
    nevada patada pega pesa pica pila quema quiebra reina rifa salida seña sierra talla tala
    trata vacuna prima merienda estrella haya era eras vida llena limpia vacía sola media clara
    fija lista sana larga corta completa fresca amarga contenta harta enferma serena firma
    cerrada cerrado abierta abierto hecho dicho estado partido sentido resultado llamado
    mercado pasado helado soldado significado abogado empleado invitado encargado diputado
    ganado vestido tejido contenido cuidado puesta vuelto mandado pedido secado herido
    casas llamas curas mesas cuentas velas plantas firmas faltas cargas compras ventas cenas
    dudas pruebas preguntas obras notas marcas vueltas visitas ayudas penas colas citas
    trabajos cambios pasos pesos cantos libros cuentos vuelos juegos regalos besos sueños
    caminos usos gastos pagos abrazos deseos estudios recuerdos saludos votos acuerdos avisos
    cargos baños sellos platos cuadros marcos bancos techos pisos centros trajes viajes bailes
    calles partes cortes golpes debates ataques cierres cruces
    """.split(whereSeparator: \.isWhitespace).map(String.init))

  /// Feminine or masculine, where the ending does not say (la sal, el traje).
  static let genders: [String: Gender] = [
    "traje": .masculine, "sal": .feminine, "don": .masculine, "baile": .masculine,
    "viaje": .masculine, "parte": .feminine, "calle": .feminine, "corte": .masculine,
    "cierre": .masculine, "cruce": .masculine, "toque": .masculine, "ataque": .masculine,
    "coste": .masculine, "debate": .masculine, "golpe": .masculine, "empate": .masculine,
    "enlace": .masculine, "envase": .masculine, "escape": .masculine, "alcance": .masculine,
    "avance": .masculine, "balance": .masculine, "choque": .masculine, "combate": .masculine,
    "pase": .masculine, "rescate": .masculine, "transporte": .masculine, "nieve": .feminine,
    "monte": .masculine, "postre": .masculine, "pique": .masculine, "cheque": .masculine,
    "guía": .feminine, "haya": .feminine,
  ]

  enum Gender { case masculine, feminine }

  /// The gender and number a noun's ending or the table gives: nil when unknown.
  static func gender(of word: String) -> Gender? {
    if let known = genders[word] { return known }
    let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
    if let known = genders[singular] { return known }
    if singular.hasSuffix("a") { return .feminine }
    if singular.hasSuffix("o") { return .masculine }
    return nil
  }
}
