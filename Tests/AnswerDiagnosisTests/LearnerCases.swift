let learnerCases: [DiagnosisCase] = []
