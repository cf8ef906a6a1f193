// The test doubles and runners, visible in every file of this target (ReliabilityTests uses
// Locked without importing it).
@_exported import ConjugarTestSupport
@_exported import TestBasics
