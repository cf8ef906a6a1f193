import ClassroomDatabase
import ClassroomServer

// Placeholder: `conjugar-serve` is being written on branch i43-cli.
