/// Irregular English verbs as data: base, simple past, past participle (American usage:
/// "gotten", "proven"; verbs now regular in American English, such as burn, dream, learn,
/// spell, are left to the rules). Their compounds need no row: `Compounds` finds the verb at
/// the end of reread, overdraw, breastfeed or die-cut.
enum IrregularVerbs {
  /// Past and participle by base.
  static let table: [String: (String, String)] = {
    var table: [String: (String, String)] = [:]
    for line in data.split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count == 3 else { continue }
      table[parts[0]] = (parts[1], parts[2])
    }
    return table
  }()

  /// Senses whose past differs from the table's, keyed by the gloss without "to ": the
  /// untrue "lie" (mentir) against "lie down", "hang (a person)", "shine (shoes)".
  static let senseOverrides: [String: (String, String)] = [
    "lie": ("lied", "lied"),
    "hang (a person)": ("hanged", "hanged"),
    "shine (shoes)": ("shined", "shined"),
  ]

  private static let data = """
    arise arose arisen
    awake awoke awoken
    be was been
    bear bore borne
    beat beat beaten
    begin began begun
    bend bent bent
    beseech besought besought
    bet bet bet
    bid bid bid
    bind bound bound
    bite bit bitten
    bleed bled bled
    blow blew blown
    break broke broken
    breed bred bred
    bring brought brought
    broadcast broadcast broadcast
    build built built
    burst burst burst
    buy bought bought
    cast cast cast
    catch caught caught
    choose chose chosen
    cling clung clung
    come came come
    cost cost cost
    creep crept crept
    cut cut cut
    deal dealt dealt
    dig dug dug
    do did done
    draw drew drawn
    drink drank drunk
    drive drove driven
    eat ate eaten
    fall fell fallen
    feed fed fed
    feel felt felt
    fight fought fought
    fit fit fit
    find found found
    flee fled fled
    fling flung flung
    fly flew flown
    forbid forbade forbidden
    forsake forsook forsaken
    freeze froze frozen
    get got gotten
    give gave given
    go went gone
    grind ground ground
    grow grew grown
    hang hung hung
    hamstring hamstrung hamstrung
    have had had
    hear heard heard
    hew hewed hewn
    hide hid hidden
    hit hit hit
    hold held held
    hurt hurt hurt
    keep kept kept
    kneel knelt knelt
    know knew known
    lay laid laid
    lead led led
    leave left left
    lend lent lent
    let let let
    lie lay lain
    light lit lit
    lose lost lost
    make made made
    mean meant meant
    meet met met
    mow mowed mown
    offset offset offset
    partake partook partaken
    pay paid paid
    prove proved proven
    put put put
    quit quit quit
    read read read
    rid rid rid
    ride rode ridden
    ring rang rung
    rise rose risen
    run ran run
    say said said
    see saw seen
    seek sought sought
    sell sold sold
    send sent sent
    set set set
    sew sewed sewn
    shake shook shaken
    shear sheared shorn
    shed shed shed
    shine shone shone
    shoe shod shod
    shoot shot shot
    show showed shown
    shrink shrank shrunk
    shut shut shut
    sing sang sung
    sink sank sunk
    sit sat sat
    slay slew slain
    sleep slept slept
    slide slid slid
    sling slung slung
    slink slunk slunk
    slit slit slit
    smite smote smitten
    sow sowed sown
    speak spoke spoken
    speed sped sped
    spend spent spent
    spin spun spun
    spit spat spat
    split split split
    spread spread spread
    spring sprang sprung
    stand stood stood
    steal stole stolen
    stick stuck stuck
    sting stung stung
    stink stank stunk
    stride strode stridden
    strike struck struck
    string strung strung
    strive strove striven
    swear swore sworn
    sweep swept swept
    swell swelled swollen
    swim swam swum
    swing swung swung
    take took taken
    teach taught taught
    tear tore torn
    tell told told
    think thought thought
    throw threw thrown
    thrust thrust thrust
    tread trod trodden
    wake woke woken
    wear wore worn
    weave wove woven
    weep wept wept
    win won won
    wind wound wound
    wring wrung wrung
    write wrote written
    """
}
