// Package layers holds no code: its test checks that irfuzz's packages
// import each other only downwards, as ARCHITECTURE.md's package table
// says (ir imports nothing of ours; the systems under test do not know
// the oracles that judge them; reports reads results only).
package layers
