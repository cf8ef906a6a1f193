import Classroom
import GRDB

// Placeholder: the SQLite store is being written on branch i43-store.
