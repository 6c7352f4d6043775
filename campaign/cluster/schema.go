package cluster

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/sut"
)

// SchemaVersion is the version of every message and KV value this
// package writes (field "v"). A reader refuses any other version: a
// worker of another irfuzz release cannot join a campaign whose messages
// it would misread.
const SchemaVersion = 4

// Spec is a campaign as workers need it (KV <campaign>.config): what
// decides a case's outcome, plus the budgets for information.
type Spec struct {
	Version  int    `json:"v"`
	Campaign string `json:"campaign"`
	// Generator is campaign.GeneratorVersion of the coordinator: a worker
	// whose generator differs would build other kernels from the seeds.
	Generator   string        `json:"generator"`
	Profiles    []string      `json:"profiles"` // resolved, in rotation order
	N           int           `json:"n,omitempty"`
	Time        time.Duration `json:"time_ns,omitempty"`
	Seed        uint64        `json:"seed"`
	Backend     string        `json:"backend"`
	Faults      []string      `json:"faults,omitempty"`
	Oracles     string        `json:"oracles,omitempty"` // oracle.Set.String(); "" is every oracle
	Isolate     bool          `json:"isolate,omitempty"`
	SUT         string        `json:"sut,omitempty"` // sut.Selection.String(); "" is the model
	CaseTimeout time.Duration `json:"case_timeout_ns"`
	// Mutate is campaign.Config.Mutate; Seeds the object (bucket
	// irfuzz_repros) holding the coordinator's seed corpus
	// (feedback.EncodeAll), which the workers' cases replay and mutate
	// ("": none).
	Mutate int    `json:"mutate,omitempty"`
	Seeds  string `json:"seeds,omitempty"`
	// Share: the cases also mutate the corpus entries the run adds, as a
	// local campaign's do (campaign.FeedbackLag behind): the coordinator
	// puts the k-th entry committed in object <campaign>/added/<k>.json
	// and an Item says how many its cases need.
	Share   bool          `json:"share,omitempty"`
	Range   int           `json:"range"` // cases per work item
	AckWait time.Duration `json:"ack_wait_ns"`
	Started time.Time     `json:"started"`
}

// Campaign states (State.State).
const (
	Running  = "running"  // items are handed out
	Draining = "draining" // the time budget is spent: finish the case in hand, take no new item
	Finished = "finished" // done or interrupted: stop now
)

// State is a campaign's state (KV <campaign>.state).
type State struct {
	Version int    `json:"v"`
	State   string `json:"state"`
	// Reason says why a campaign is draining or finished: "budget",
	// "time", "interrupted", "error".
	Reason string `json:"reason,omitempty"`
}

// Item is a work item: cases [First, End) of a campaign.
type Item struct {
	Version  int    `json:"v"`
	Campaign string `json:"campaign"`
	First    int    `json:"first"`
	End      int    `json:"end"`
	// Shared is, when the campaign shares (Spec.Share), how many added
	// corpus entries the item's cases need: every entry of the cases
	// below End-1-campaign.FeedbackLag, all committed when it was handed
	// out.
	Shared int `json:"shared,omitempty"`
}

// Result is the outcome of one case (subject irfuzz.results.<campaign>,
// Nats-Msg-Id <campaign>/<index>). The outcome's kernel text (Source)
// is left out when the worker already stored it for every signature of
// the case at a lower index (see worker.go): the coordinator needs a
// signature's kernel only at its first sighting.
type Result struct {
	Version  int               `json:"v"`
	Campaign string            `json:"campaign"`
	Worker   string            `json:"worker"`
	Outcome  *campaign.Outcome `json:"outcome"`
}

// Found is a new unique finding (subject irfuzz.findings.<campaign>,
// Nats-Msg-Id its signature ID, so a signature is published once per
// dedup window whichever campaign finds it).
type Found struct {
	Version  int             `json:"v"`
	Campaign string          `json:"campaign"`
	Finding  results.Finding `json:"finding"`
	// Repro is the object (bucket irfuzz_repros) holding its corpus file,
	// "" when the campaign has no corpus.
	Repro string `json:"repro,omitempty"`
}

// Member is a worker that joined a campaign (KV <campaign>.worker.<id>).
type Member struct {
	Version int       `json:"v"`
	Worker  string    `json:"worker"`
	Host    string    `json:"host"`
	PID     int       `json:"pid"`
	Workers int       `json:"workers"` // cases it runs at once
	Joined  time.Time `json:"joined"`
}

// Command is how the coordinator was started (KV <campaign>.serve): its
// command line, which a resumed coordinator starts from.
type Command struct {
	Version int      `json:"v"`
	Args    []string `json:"args"`
}

// Progress is how far the coordinator got (KV <campaign>.progress): the
// cases it handed out and how long it had run, for a coordinator that
// resumes the campaign.
type Progress struct {
	Version   int           `json:"v"`
	Published int           `json:"published"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// decode reads a message body strictly: unknown fields, trailing data
// and another schema version are errors.
func decode(data []byte, v any, version func() int) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the message")
	}
	if got := version(); got != SchemaVersion {
		return fmt.Errorf("schema version %d, want %d", got, SchemaVersion)
	}
	return nil
}

// decodeSpec reads and checks a campaign's Spec.
func decodeSpec(data []byte) (*Spec, error) {
	var s Spec
	if err := decode(data, &s, func() int { return s.Version }); err != nil {
		return nil, fmt.Errorf("campaign config: %v", err)
	}
	switch {
	case s.Generator != campaign.GeneratorVersion:
		return nil, fmt.Errorf("campaign config: generator %q, this irfuzz has %q", s.Generator, campaign.GeneratorVersion)
	case len(s.Profiles) == 0:
		return nil, errors.New("campaign config: no profiles")
	case s.Range < 1:
		return nil, fmt.Errorf("campaign config: range %d", s.Range)
	case s.CaseTimeout <= 0 || s.AckWait <= 0:
		return nil, errors.New("campaign config: no case timeout or ack wait")
	}
	if _, err := oracle.ParseSet(s.Oracles); err != nil {
		return nil, fmt.Errorf("campaign config: %v", err)
	}
	if _, err := sut.ParseSelection(s.SUT); err != nil {
		return nil, fmt.Errorf("campaign config: %v", err)
	}
	return &s, CheckID(s.Campaign)
}

// decodeState reads a campaign's State.
func decodeState(data []byte) (*State, error) {
	var s State
	if err := decode(data, &s, func() int { return s.Version }); err != nil {
		return nil, fmt.Errorf("campaign state: %v", err)
	}
	switch s.State {
	case Running, Draining, Finished:
		return &s, nil
	}
	return nil, fmt.Errorf("campaign state: unknown state %q", s.State)
}

// decodeWork reads a work item of campaign spec.
func decodeItem(data []byte, spec *Spec) (*Item, error) {
	var w Item
	if err := decode(data, &w, func() int { return w.Version }); err != nil {
		return nil, fmt.Errorf("work item: %v", err)
	}
	if w.Campaign != spec.Campaign {
		return nil, fmt.Errorf("work item: campaign %q, want %q", w.Campaign, spec.Campaign)
	}
	if w.First < 0 || w.End <= w.First || w.End-w.First > spec.Range || spec.N > 0 && w.End > spec.N {
		return nil, fmt.Errorf("work item: bad range [%d, %d)", w.First, w.End)
	}
	if w.Shared < 0 || w.Shared > 0 && !spec.Share {
		return nil, fmt.Errorf("work item: %d shared entries in a campaign that shares none", w.Shared)
	}
	return &w, nil
}

// decodeResult reads a result of campaign spec whose index is below
// limit, checking that the outcome is the case's as planned: its seed,
// profile and origin (campaign.Session.Planned).
func decodeResult(data []byte, spec *Spec, limit int, planned func(*campaign.Outcome) bool) (*Result, error) {
	var r Result
	if err := decode(data, &r, func() int { return r.Version }); err != nil {
		return nil, fmt.Errorf("result: %v", err)
	}
	if r.Campaign != spec.Campaign {
		return nil, fmt.Errorf("result: campaign %q, want %q", r.Campaign, spec.Campaign)
	}
	o := r.Outcome
	if o == nil {
		return nil, errors.New("result: no outcome")
	}
	if o.Index < 0 || o.Index >= limit {
		return nil, fmt.Errorf("result: case %d was not handed out", o.Index)
	}
	if !planned(o) {
		return nil, fmt.Errorf("result: case %d has seed %d and profile %q, not the campaign's", o.Index, o.Seed, o.Profile)
	}
	if o.Stage != "done" {
		return nil, fmt.Errorf("result: case %d is not done (stage %q)", o.Index, o.Stage)
	}
	return &r, nil
}

// decodeMember reads a worker's registration.
func decodeMember(data []byte) (*Member, error) {
	var m Member
	if err := decode(data, &m, func() int { return m.Version }); err != nil {
		return nil, fmt.Errorf("worker registration: %v", err)
	}
	if m.Workers < 1 {
		return nil, fmt.Errorf("worker registration: %d workers", m.Workers)
	}
	return &m, nil
}

// decodeCommand reads a coordinator's command line.
func decodeCommand(data []byte) (*Command, error) {
	var c Command
	if err := decode(data, &c, func() int { return c.Version }); err != nil {
		return nil, fmt.Errorf("campaign command: %v", err)
	}
	return &c, nil
}

// decodeProgress reads a coordinator's progress.
func decodeProgress(data []byte) (*Progress, error) {
	var p Progress
	if err := decode(data, &p, func() int { return p.Version }); err != nil {
		return nil, fmt.Errorf("campaign progress: %v", err)
	}
	if p.Published < 0 || p.Elapsed < 0 {
		return nil, fmt.Errorf("campaign progress: %d cases, %s", p.Published, p.Elapsed)
	}
	return &p, nil
}

// encode is json.Marshal naming what failed.
func encode(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encoding %T: %v", v, err)
	}
	return data, nil
}
