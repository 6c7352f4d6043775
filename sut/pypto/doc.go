// Package pypto drives the real PyPTO as a system under test: a Pool of
// long-lived Python worker processes, each running the embedded driver
// (driver.py) and answering one request at a time over a framed protocol
// on its standard input and output (a 4-byte big-endian length, then that
// many bytes of JSON, both ways). No process is started per case.
//
// A worker that dies (a signal, an abort inside PyPTO) is replaced and the
// request goes once more to a fresh one: only a second death is a Crash
// problem (so a worker killed from outside loses nothing), with the
// signal, the pass or phase the driver last marked, and its standard
// error's tail. A worker that does not answer within the request's
// deadline (Request.Timeout, counted from when a worker takes it) is
// killed and replaced: a Hang. Either way the campaign goes on. Open fails, with the install line, when the interpreter cannot
// import PyPTO.
//
// Also here: the installed PyPTO's capabilities (Capabilities: version,
// properties, passes, registered ops, DSL features), asked once per pool,
// and Repro, the standalone Python file that reproduces a problem with
// plain PyPTO.
//
// Not here: what a problem means as a finding (package oracle).
package pypto
