import Classroom
import Hummingbird

// Placeholder: the server is being written on branch i43-server.
