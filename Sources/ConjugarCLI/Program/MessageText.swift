// Quoting user input (`abbreviated`, `limited(to:)`) and rewriting text (`replacingAll`,
// `droppingPrefix`) now live in PlainText, the one copy of the text helpers.
