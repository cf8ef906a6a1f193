import ConjugarCommandLine

// `conjugar-serve serve …` and `conjugar-serve grade … --data DIR`: what `conjugar serve` and
// `conjugar grade --data` hand over (Docs/ARCHITECTURE.md).
CommandLineProgram.run(tree: CommandTree(root: ConjugarServe.self), classroom: .server)
