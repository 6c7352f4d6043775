// Package cluster runs a campaign on many machines over NATS JetStream:
// the distributed runner behind "irfuzz serve" (the coordinator) and
// "irfuzz worker".
//
// The coordinator (Serve) owns the campaign: it starts an embedded NATS
// server with JetStream (or connects to an external one), publishes the
// campaign's Spec and state in a KV bucket, hands out work items (ranges
// of case indexes) on a work-queue stream, and commits the outcomes that
// come back on the results stream through a campaign.Session — in index
// order, exactly as campaign.Run commits its local pool's — so the
// corpus, the results directory, the summary and the exit status are
// those of a local campaign. For a seed and N, findings, signatures,
// corpus files and per-case records (timings aside) are the same for any
// number of workers on any number of machines. New unique findings are
// also published on a findings stream and their corpus files put in an
// object store. The coordinator can run workers of its own, so one
// machine works alone.
//
// With a seeds directory (Config.SeedsDir), the coordinator puts the
// seed corpus it loaded in the object store (Spec.Seeds); a resumed
// coordinator reads the seeds back from the store, not from the directory
// the run grew. A mutating campaign (Config.Mutate > 0) also shares what
// its cases add to the corpus (Spec.Share): the coordinator puts the k-th
// entry its Session commits in the object store, hands out an item only
// once every case campaign.FeedbackLag below the item's last is
// committed, and says in the item how many entries its cases need
// (Item.Shared); the worker fetches those it lacks and gives them to its
// runners (campaign.Runner.Share). Case i then mutates exactly what a
// local campaign's case i does, so the campaign is the local one with the
// same settings. Items are at most FeedbackLag cases long, so one can
// always be handed out once every case before it is committed.
//
// A worker (Work) reads the Spec, pulls work items, runs each case with
// campaign.Runner (the local runner's code path, containment included),
// publishes each outcome and acknowledges the item once all its outcomes
// are stored.
//
// # JetStream layout (names.go)
//
//	stream IRFUZZ_WORK      work queue   irfuzz.work.<campaign>      Item: cases [first, end)
//	stream IRFUZZ_OUTCOMES  limits       irfuzz.outcomes.<campaign>  Result: one case's outcome
//	                                     Nats-Msg-Id <campaign>/<index>;
//	                                     kept until the campaign ends
//	stream IRFUZZ_FINDINGS  limits       irfuzz.findings.<campaign>  Found: a new unique finding
//	                                     Nats-Msg-Id <signature ID>
//	KV     irfuzz_campaigns  current                 the latest campaign's id
//	                         <campaign>.config       Spec
//	                         <campaign>.state        State: running, draining, finished
//	                         <campaign>.worker.<id>  Member: a worker that joined
//	                         <campaign>.serve        Command: the coordinator's command line
//	                         <campaign>.progress     Progress: cases handed out, time run
//	object irfuzz_repros     <campaign>/<id>.py      a new finding's corpus file
//	                         <campaign>/corpus-marks.json  the corpus at the start
//	                         <campaign>/seeds.json   the seed corpus at the start
//	                                                 (campaign/feedback.EncodeAll)
//	                         <campaign>/added/<k>.json  the k-th corpus entry the
//	                                                 run added (feedback.Entry)
//
// Each campaign has its own durable pull consumers: work-<campaign> on
// the work subject (explicit ack; a worker heartbeats its item while it
// runs and acknowledges it after the last outcome is stored, so the item
// of a worker that dies is redelivered after the AckWait) and
// results-<campaign>, read by the coordinator alone. Every message body is
// JSON carrying the schema version (field "v", SchemaVersion) and the
// campaign id; a message that does not decode, has another version or
// names cases outside the campaign is logged and dropped.
//
// # Robustness
//
// A redelivered item reruns cases whose outcomes may already be stored:
// duplicates are dropped by the stream (Nats-Msg-Id) within its window
// and by the Session beyond it, so every case commits once. An item
// delivered IsolateAfter times (its cases killed their workers) runs
// every case in a child process, so that the case that kills becomes a
// crash finding rather than a worker that dies again. With a time budget
// the coordinator stops handing out items at the deadline (state
// "draining"): workers finish the case in hand, store it and acknowledge
// their items, and the coordinator waits for them, bounded by
// Options.Drain. Ctrl-C (canceling the context) writes everything
// committed so far, like the local runner.
//
// # Resuming
//
// A coordinator that dies (kill -9, a crashed machine; with an embedded
// server, the server dies with it) loses nothing JetStream stored: a
// coordinator started with Options.Resume on the same store commits every
// stored outcome again from case 0 and goes on (resume.go). Workers that
// lose the server keep the cases in hand, wait for it (WorkerOptions.
// Reconnect), store them and go on with the resumed campaign.
//
// # Authentication (auth.go)
//
// With NATS's own mechanisms, configured by Auth from files (never from
// secrets on the command line): the embedded server requires a token
// (Authorization) of every client and, given a certificate and key, a TLS
// handshake on its listener; a listener other machines can reach is
// refused without a token. Clients send the token or NATS user
// credentials and verify the server's certificate against a CA. A refused
// token or an untrusted certificate ends a worker's wait for its server
// at once.
//
// Not here: running or checking a case (package campaign), flags and exit
// codes (cmd/irfuzz serve and worker).
package cluster
