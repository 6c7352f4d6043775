package campaign

import (
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/oracle"
)

const dump = `SIGQUIT: quit
PC=0x47e1a1 m=0 sigcode=0

goroutine 7 gp=0xc000102000 m=nil [sleep]:
time.Sleep(0x3b9aca00)
	/usr/lib/go/src/runtime/time.go:300 +0xf2
github.com/irfuzz/irfuzz/sim/ascend.(*Sim).step(0xc000130000)
	/work/main/sim/ascend/exec.go:120 +0x25

goroutine 1 gp=0xc000002380 m=nil [running]:
github.com/irfuzz/irfuzz/pipeline.(*memoryReuse).live(0xc0001a0000, 0x3)
	/work/main/pipeline/memory_reuse.go:300 +0x45
github.com/irfuzz/irfuzz/pipeline.runMemoryReuse(0xc0001a0000, 0xc0000b2000)
	/work/main/pipeline/memory_reuse.go:90 +0x1a
github.com/irfuzz/irfuzz/pipeline.runPass(...)
	/work/main/pipeline/run.go:40
github.com/irfuzz/irfuzz/oracle.(*checker).compile(0xc000120000)
	/work/main/oracle/compile.go:60 +0x88
github.com/irfuzz/irfuzz/oracle.Check({0xc000010000, {0x0, 0x0}, 0x5}, 0xc00001c000)
	/work/main/oracle/oracle.go:130 +0x1b
github.com/irfuzz/irfuzz/campaign.runner.run({0xc000020000}, 0x1, 0x0)
	/work/main/campaign/case.go:120 +0x3c5
main.main()
	/work/main/cmd/irfuzz/main.go:40 +0x25
`

func TestGoroutineStackAndFrames(t *testing.T) {
	g1 := goroutineStack(dump, 1)
	if got, want := oracle.Frames(g1), []string{"pipeline.(*memoryReuse).live", "pipeline.runMemoryReuse"}; !reflect.DeepEqual(got, want) {
		t.Errorf("frames of goroutine 1 = %q, want %q", got, want)
	}
	if got, want := oracle.Frames(goroutineStack(dump, -1)), []string{"sim/ascend.(*Sim).step"}; !reflect.DeepEqual(got, want) {
		t.Errorf("frames of the first goroutine = %q, want %q", got, want)
	}
	if goroutineStack(dump, 99) != "" {
		t.Errorf("goroutine 99 found in a dump without it")
	}
	// A hang keys on the outermost frames: the innermost depend on when
	// the stack was taken.
	f := hangFinding("check", 0, g1)
	if want := []string{"pipeline.(*memoryReuse).live", "pipeline.runMemoryReuse"}; !reflect.DeepEqual(f.Frames, want) {
		t.Errorf("hang frames = %q, want %q", f.Frames, want)
	}
	deep := "goroutine 3 [running]:\n"
	for _, fn := range []string{"sim/ascend.(*Sim).read", "sim/ascend.(*Sim).gather", "sim/ascend.(*Sim).exec", "sim/ascend.(*Sim).step", "sim/ascend.(*Sim).Run"} {
		deep += "github.com/irfuzz/irfuzz/" + fn + "(0x1)\n\t/x.go:1 +0x1\n"
	}
	f = hangFinding("check", 0, deep)
	if want := []string{"sim/ascend.(*Sim).exec", "sim/ascend.(*Sim).step", "sim/ascend.(*Sim).Run"}; !reflect.DeepEqual(f.Frames, want) {
		t.Errorf("hang frames of a 5-frame stack = %q, want the outermost 3 %q", f.Frames, want)
	}
}

func TestPanicTail(t *testing.T) {
	stack := "goroutine 5 [running]:\nruntime/debug.Stack()\n\t/x.go:1\ngithub.com/irfuzz/irfuzz/campaign.runner.run.func1()\n\t/y.go:2\n" +
		"panic({0x1, 0x2})\n\t/z.go:3\ngithub.com/irfuzz/irfuzz/gen.(*builder).stmt(0x1)\n\t/gen/build.go:70 +0x1\n"
	if got, want := oracle.Frames(oracle.PanicTail(stack)), []string{"gen.(*builder).stmt"}; !reflect.DeepEqual(got, want) {
		t.Errorf("frames below the panic = %q, want %q", got, want)
	}
}

func TestGoroutineID(t *testing.T) {
	ids := make(chan int64, 2)
	go func() { ids <- goroutineID() }()
	go func() { ids <- goroutineID() }()
	a, b := <-ids, <-ids
	if a <= 0 || b <= 0 || a == b || goroutineID() == a {
		t.Errorf("goroutine ids %d, %d, own %d", a, b, goroutineID())
	}
}
