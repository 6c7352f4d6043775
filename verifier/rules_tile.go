package verifier

// tileRules are the tile, memory and backend rules.
var tileRules = []Rule{}
