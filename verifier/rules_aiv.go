package verifier

// aivRules are the AIV-split and launch-occupancy rules.
var aivRules = []Rule{aivSplitValid, aivSplitLoweredValid, hardSyncallOccupancy}
