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

  /// The past and participle of `base` in the sense its gloss names by the words after it
  /// (`complement`, with its leading space): "lie (be located)" → lay, lain; "lie (tell
  /// untruths)" → lied; nil for a verb spelled one way only, whose forms are the table's.
  static func sense(of base: String, complement: String) -> (String, String)? {
    guard let senses = homographs[base] else { return nil }
    let named = senses.first { sense in
      sense.markers.contains { complement == " " + $0 || complement.hasPrefix(" " + $0 + " ") }
    }
    return (named ?? senses.first { $0.isDefault }).map { ($0.past, $0.participle) }
  }

  /// One sense of a homograph: its past and participle, the words a gloss names it by and
  /// whether a gloss with none of them means it.
  struct Sense: Sendable {
    let past: String
    let participle: String
    let markers: [String]
    let isDefault: Bool
  }

  /// English verbs spelled alike whose senses conjugate differently, by base. Each line is
  /// `base past participle: marker | marker`; a gloss names the sense by the words that follow
  /// the verb ("to lie (be located)", "to lie down"), and `*` marks the sense a gloss without a
  /// marker means ("to hang" → hung). lie has no such sense: both are common, so every gloss of
  /// it names one (WordListTests checks the list's glosses).
  static let homographs: [String: [Sense]] = {
    var senses: [String: [Sense]] = [:]
    for line in homographData.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let parts = line[..<colon].split(separator: " ").map(String.init)
      guard parts.count == 3 else { continue }
      let markers = line[line.index(after: colon)...].split(separator: "|").map {
        $0.split(separator: " ").joined(separator: " ")
      }
      senses[parts[0], default: []].append(
        Sense(
          past: parts[1], participle: parts[2], markers: markers.filter { $0 != "*" },
          isDefault: markers.contains("*")))
    }
    return senses
  }()

  private static let homographData = """
    lie lay lain: (be located) | (recline) | (buried) | down | flat | face down | in wait | low | to | with
    lie lied lied: (tell untruths)
    hang hung hung: *
    hang hanged hanged: (a person)
    shine shone shone: *
    shine shined shined: (shoes)
    ring rang rung: *
    ring ringed ringed: (birds)
    lead led led: *
    lead leaded leaded: (cover with lead)
    wind wound wound: *
    wind winded winded: (leave breathless)
    """

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
