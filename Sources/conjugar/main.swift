import ConjugarCommandLine

CommandLineProgram.run()
