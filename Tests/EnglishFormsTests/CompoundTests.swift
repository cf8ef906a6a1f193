import EnglishForms
import Testing

/// English pasts inside compounds and the doubling of final consonants, through made-up and real
/// glosses: the examples of the bug report (issue 28) and more of the same kinds, so the rules
/// are tested rather than the examples. (gloss, I past, participle, gerund)
struct CompoundTests {
  /// The last element of a closed or open compound is a known irregular verb.
  @Test(arguments: [
    ("to reread", "I reread", "reread", "rereading"),
    ("to breastfeed", "I breastfed", "breastfed", "breastfeeding"),
    ("to sublet", "I sublet", "sublet", "subletting"),
    ("to overdraw", "I overdrew", "overdrawn", "overdrawing"),
    ("to underlie", "I underlay", "underlain", "underlying"),
    ("to mishear", "I misheard", "misheard", "mishearing"),
    ("to foreknow", "I foreknew", "foreknown", "foreknowing"),
    ("to inlay", "I inlaid", "inlaid", "inlaying"),
    ("to unstring", "I unstrung", "unstrung", "unstringing"),
    ("to unbend", "I unbent", "unbent", "unbending"),
    ("to recast", "I recast", "recast", "recasting"),
    ("to outbid", "I outbid", "outbid", "outbidding"),
    ("to crossbreed", "I crossbred", "crossbred", "crossbreeding"),
    ("to undersell", "I undersold", "undersold", "underselling"),
    ("to overfeed", "I overfed", "overfed", "overfeeding"),
    ("to misspend", "I misspent", "misspent", "misspending"),
    ("to forego", "I forewent", "foregone", "foregoing"),
    ("to forswear", "I forswore", "forsworn", "forswearing"),
    ("to interweave", "I interwove", "interwoven", "interweaving"),
    ("to countersink", "I countersank", "countersunk", "countersinking"),
    ("to overthink", "I overthought", "overthought", "overthinking"),
    ("to unteach", "I untaught", "untaught", "unteaching"),
    ("to unfreeze", "I unfroze", "unfrozen", "unfreezing"),
    ("to withdraw", "I withdrew", "withdrawn", "withdrawing"),
    ("to misunderstand", "I misunderstood", "misunderstood", "misunderstanding"),
    ("to rewrite", "I rewrote", "rewritten", "rewriting"),
    ("to outrun", "I outran", "outrun", "outrunning"),
    ("to spoon-feed", "I spoon-fed", "spoon-fed", "spoon-feeding"),
    ("to proofread", "I proofread", "proofread", "proofreading"),
    ("to ghostwrite", "I ghostwrote", "ghostwritten", "ghostwriting"),
    ("to wiredraw", "I wiredrew", "wiredrawn", "wiredrawing"),
    ("to babysit", "I babysat", "babysat", "babysitting"),
    ("to die-cut", "I die-cut", "die-cut", "die-cutting"),
    ("to test-drive", "I test-drove", "test-driven", "test-driving"),
    ("to rough-hew", "I rough-hewed", "rough-hewn", "rough-hewing"),
    ("to unshoe", "I unshod", "unshod", "unshoeing"),
    ("to break down", "I broke down", "broken down", "breaking down"),
  ])
  func irregularLastElement(_ gloss: String, _ past: String, _ participle: String, _ gerund: String)
    throws
  {
    try expectForms(gloss, past, participle, gerund)
  }

  /// Words that start like a compound of an irregular verb and are regular.
  @Test(arguments: [
    ("to render", "I rendered", "rendered", "rendering"),
    ("to relay", "I relayed", "relayed", "relaying"),
    ("to behave", "I behaved", "behaved", "behaving"),
    ("to misbehave", "I misbehaved", "misbehaved", "misbehaving"),
    ("to belie", "I belied", "belied", "belying"),
    ("to delay", "I delayed", "delayed", "delaying"),
    ("to deride", "I derided", "derided", "deriding"),
    ("to delight", "I delighted", "delighted", "delighting"),
    ("to demean", "I demeaned", "demeaned", "demeaning"),
    ("to interleave", "I interleaved", "interleaved", "interleaving"),
    ("to befit", "I befitted", "befitted", "befitting"),
    ("to outfit", "I outfitted", "outfitted", "outfitting"),
    ("to reprove", "I reproved", "reproved", "reproving"),
    ("to wed", "I wedded", "wedded", "wedding"),
    ("to bless", "I blessed", "blessed", "blessing"),
    ("to thread", "I threaded", "threaded", "threading"),
    ("to treat", "I treated", "treated", "treating"),
    ("to mistreat", "I mistreated", "mistreated", "mistreating"),
    ("to repeat", "I repeated", "repeated", "repeating"),
    ("to budget", "I budgeted", "budgeted", "budgeting"),
    ("to visit", "I visited", "visited", "visiting"),
    ("to deposit", "I deposited", "deposited", "depositing"),
    ("to highlight", "I highlighted", "highlighted", "highlighting"),
  ])
  func falseCompounds(_ gloss: String, _ past: String, _ participle: String, _ gerund: String)
    throws
  {
    try expectForms(gloss, past, participle, gerund)
  }

  /// The final consonant doubles after a stressed or full last syllable, also at the end of a
  /// compound, a hyphenated or a multi-word gloss (American spelling: traveled).
  @Test(arguments: [
    ("to format", "I formatted", "formatted", "formatting"),
    ("to zigzag", "I zigzagged", "zigzagged", "zigzagging"),
    ("to readmit", "I readmitted", "readmitted", "readmitting"),
    ("to machine-gun", "I machine-gunned", "machine-gunned", "machine-gunning"),
    ("to unclog", "I unclogged", "unclogged", "unclogging"),
    ("to enrol", "I enrolled", "enrolled", "enrolling"),
    ("to trepan", "I trepanned", "trepanned", "trepanning"),
    ("to channel-hop", "I channel-hopped", "channel-hopped", "channel-hopping"),
    ("to shrink-wrap", "I shrink-wrapped", "shrink-wrapped", "shrink-wrapping"),
    ("to kidnap", "I kidnapped", "kidnapped", "kidnapping"),
    ("to program", "I programmed", "programmed", "programming"),
    ("to degum", "I degummed", "degummed", "degumming"),
    ("to destem", "I destemmed", "destemmed", "destemming"),
    ("to unplug", "I unplugged", "unplugged", "unplugging"),
    ("to unbar", "I unbarred", "unbarred", "unbarring"),
    ("to sandbag", "I sandbagged", "sandbagged", "sandbagging"),
    ("to leapfrog", "I leapfrogged", "leapfrogged", "leapfrogging"),
    ("to waterlog", "I waterlogged", "waterlogged", "waterlogging"),
    ("to humbug", "I humbugged", "humbugged", "humbugging"),
    ("to airdrop", "I airdropped", "airdropped", "airdropping"),
    ("to sidestep", "I sidestepped", "sidestepped", "sidestepping"),
    ("to underpin", "I underpinned", "underpinned", "underpinning"),
    ("to outwit", "I outwitted", "outwitted", "outwitting"),
    ("to refer", "I referred", "referred", "referring"),
    ("to inter", "I interred", "interred", "interring"),
    ("to deter", "I deterred", "deterred", "deterring"),
    ("to regret", "I regretted", "regretted", "regretting"),
    ("to reformat", "I reformatted", "reformatted", "reformatting"),
    ("to resubmit", "I resubmitted", "resubmitted", "resubmitting"),
    ("to distil", "I distilled", "distilled", "distilling"),
    ("to fulfil", "I fulfilled", "fulfilled", "fulfilling"),
    ("to wiretap", "I wiretapped", "wiretapped", "wiretapping"),
    ("to chop up", "I chopped up", "chopped up", "chopping up"),
    (
      "to drum (one's fingers)", "I drummed (my fingers)", "drummed (one's fingers)",
      "drumming (one's fingers)"
    ),
    ("to x-ray", "I x-rayed", "x-rayed", "x-raying"),
    ("to self-adjust", "I self-adjusted", "self-adjusted", "self-adjusting"),
  ])
  func doubledFinalConsonant(
    _ gloss: String, _ past: String, _ participle: String, _ gerund: String
  ) throws {
    try expectForms(gloss, past, participle, gerund)
  }

  /// Unstressed last syllables keep one consonant, whatever they start like.
  @Test(arguments: [
    ("to travel", "I traveled", "traveled", "traveling"),
    ("to cancel", "I canceled", "canceled", "canceling"),
    ("to bevel", "I beveled", "beveled", "beveling"),
    ("to revel", "I reveled", "reveled", "reveling"),
    ("to reckon", "I reckoned", "reckoned", "reckoning"),
    ("to hammer", "I hammered", "hammered", "hammering"),
    ("to hamper", "I hampered", "hampered", "hampering"),
    ("to develop", "I developed", "developed", "developing"),
    ("to gallop", "I galloped", "galloped", "galloping"),
    ("to catalog", "I cataloged", "cataloged", "cataloging"),
    ("to interpret", "I interpreted", "interpreted", "interpreting"),
    ("to reinterpret", "I reinterpreted", "reinterpreted", "reinterpreting"),
    ("to benefit", "I benefited", "benefited", "benefiting"),
    ("to debit", "I debited", "debited", "debiting"),
    ("to enter", "I entered", "entered", "entering"),
    ("to reopen", "I reopened", "reopened", "reopening"),
    ("to wither", "I withered", "withered", "withering"),
    ("to uncover", "I uncovered", "uncovered", "uncovering"),
    ("to orphan", "I orphaned", "orphaned", "orphaning"),
    ("to half-open", "I half-opened", "half-opened", "half-opening"),
    ("to pilot", "I piloted", "piloted", "piloting"),
    ("to crayon", "I crayoned", "crayoned", "crayoning"),
  ])
  func singleFinalConsonant(_ gloss: String, _ past: String, _ participle: String, _ gerund: String)
    throws
  {
    try expectForms(gloss, past, participle, gerund)
  }

  private func expectForms(
    _ gloss: String, _ past: String, _ participle: String, _ gerund: String
  ) throws {
    let english = try #require(EnglishRendering(gloss: gloss))
    #expect(english.render(.preterito, .yo) == past)
    #expect(english.participle == participle)
    #expect(english.gerund == gerund)
  }
}
