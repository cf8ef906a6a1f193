/// The rest of the diagnosis lines (see `DiagnosisMessages`): an irregularity put where there is
/// none, the spelling rules at the join of stem and ending, slips of the keys, popular forms
/// the RAE rejects, and the irregularities' names (stats by habit).
extension Catalogue {
  static let diagnosisRules: [MessageKey: [Language: String]] = [
    // Overapplied.
    .diagnosisYOnlyBeforeNonI: [
      .english: "{verb} adds y only before an ending that does not start with i: {expected}",
      .spanish: "{verb} añade y solo ante una desinencia que no empieza por i: {expected}",
    ],
    .diagnosisOtherChangeHere: [
      .english: "{verb} changes {own} here, not {change}: {expected}",
      .spanish: "{verb} cambia {own} en esta forma, no {change}: {expected}",
    ],
    .diagnosisNoStemChange: [
      .english: "{verb} has no stem change {change}: {expected}",
      .spanish: "{verb} no tiene el cambio vocálico {change} en la raíz: {expected}",
    ],
    .diagnosisChangeElsewhere: [
      .english: "{verb} changes {change} in other forms, but not here: {expected}",
      .spanish: "{verb} cambia {change} en otras formas, pero no en esta: {expected}",
    ],
    .diagnosisChangeOnlyStemStressed: [
      .english:
        "{verb} changes {change} only when the stem is stressed, and here the ending is: {expected}",
      .spanish:
        "{verb} cambia {change} solo cuando la raíz es tónica, y aquí la sílaba tónica está en la desinencia: {expected}",
    ],
    .diagnosisChangeOnlyNoStressedI: [
      .english: "{verb} changes {change} only where the ending has no stressed i: {expected}",
      .spanish: "{verb} cambia {change} solo cuando la desinencia no lleva i tónica: {expected}",
    ],
    // Spelling.
    .diagnosisStressedIStays: [
      .english: "a stressed í between vowels stays í, not y: {expected}",
      .spanish: "una í tónica entre vocales se escribe í, no y: {expected}",
    ],
    .spellingCarQU: [
      .english: "-car verbs write qu before e", .spanish: "los verbos en -car escriben qu ante e",
    ],
    .spellingGarGU: [
      .english: "-gar verbs write gu before e", .spanish: "los verbos en -gar escriben gu ante e",
    ],
    .spellingGuarGU: [
      .english: "-guar verbs write gü before e",
      .spanish: "los verbos en -guar escriben gü ante e",
    ],
    .spellingZarC: [
      .english: "-zar verbs write c before e (z→c)",
      .spanish: "los verbos en -zar escriben c ante e (z → c)",
    ],
    .spellingCerZ: [
      .english: "-cer and -cir verbs write z before a and o",
      .spanish: "los verbos en -cer y -cir escriben z ante a y o",
    ],
    .spellingGerJ: [
      .english: "-ger and -gir verbs write j before a and o",
      .spanish: "los verbos en -ger y -gir escriben j ante a y o",
    ],
    .spellingGuirG: [
      .english: "-guir verbs drop the u before a and o",
      .spanish: "los verbos en -guir pierden la u ante a y o",
    ],
    .spellingQuirC: [
      .english: "-quir verbs write c before a and o",
      .spanish: "los verbos en -quir escriben c ante a y o",
    ],
    .spellingIBetweenVowels: [
      .english: "an unstressed i between vowels is written y",
      .spanish: "una i átona entre vocales se escribe y",
    ],
    .spellingInitialHUE: [
      .english: "no word starts with ue: it is written hue",
      .spanish: "ninguna palabra empieza por ue: se escribe hue",
    ],
    .spellingInitialYE: [
      .english: "ie starting a word is written ye",
      .spanish: "ie a principio de palabra se escribe ye",
    ],
    .spellingIDropped: [
      .english: "after ñ, ll and i the i of the ending is dropped",
      .spanish: "tras ñ, ll e i se pierde la i de la desinencia",
    ],
    // Slips and endings.
    .diagnosisSwapped: [
      .english: "two letters swapped: {form}", .spanish: "dos letras intercambiadas: {form}",
    ],
    .diagnosisDoubled: [
      .english: "a letter doubled: {form}", .spanish: "una letra repetida: {form}",
    ],
    .diagnosisLeftOut: [
      .english: "a letter left out: {form}", .spanish: "falta una letra: {form}",
    ],
    .diagnosisBAndV: [
      .english: "b and v sound the same; this form is written with {letter}: {form}",
      .spanish: "la b y la v suenan igual; esta forma se escribe con {letter}: {form}",
    ],
    .diagnosisOneLetter: [
      .english: "a slip of one letter: {form}", .spanish: "una letra equivocada: {form}",
    ],
    .diagnosisStrongEndings: [
      .english: "strong preterites end in unstressed -e (yo) and -o (él/usted): {expected}",
      .spanish:
        "los pretéritos fuertes terminan en -e (yo) y -o (él/usted) átonas: {expected}",
    ],
    .diagnosisEnding: [
      .english: "the ending of {asked} is -{ending}: {expected}",
      .spanish: "la desinencia del {asked} es -{ending}: {expected}",
    ],
    // Nonstandard.
    .diagnosisPreteriteWithS: [
      .english: "the tú preterite has no final -s: {expected} ({given} is heard, but not standard)",
      .spanish:
        "el pretérito de tú no lleva -s final: {expected} ({given} se oye, pero no es la forma culta)",
    ],
    .diagnosisVosotrosSteis: [
      .english: "the vosotros preterite ends in -steis: {expected} ({given} is not standard)",
      .spanish:
        "el pretérito de vosotros termina en -steis: {expected} ({given} no es la forma culta)",
    ],
    .diagnosisHaiga: [
      .english:
        "{verb}'s present subjunctive is {yo}, not {popular} (a popular form RAE rejects): {expected}",
      .spanish:
        "el presente de subjuntivo de {verb} es {yo}, no {popular} (forma popular que la RAE rechaza): {expected}",
    ],
    .diagnosisJieron: [
      .english: "preterites with j take -eron, not -ieron{model}: {expected}",
      .spanish: "los pretéritos con j terminan en -eron, no en -ieron{model}: {expected}",
    ],
    .diagnosisModelForm: [.english: " ({form})", .spanish: " ({form})"],
    .diagnosisRegularStrongPreterite: [
      .english:
        "{verb}'s preterite stem is {stem}-: {expected} (the regular {given} is heard, but RAE rejects it)",
      .spanish:
        "la raíz del pretérito de {verb} es {stem}-: {expected} (la forma regular {given} se oye, pero la RAE la rechaza)",
    ],
    .diagnosisVerCompound: [
      .english: "{verb} is conjugated like ver, not like proveer or leer: {expected}",
      .spanish: "{verb} se conjuga como ver, no como proveer o leer: {expected}",
    ],
  ]
}
