package ir

// hardEvents are the (set pipe, wait pipe) pairs of the HardEvent enum:
// the pairs a set_flag / wait_flag can synchronize (sourced: Ascend C
// SetFlag/WaitFlag page; sim-brief §2.4). Indexed [set][wait] over the
// real pipes, MTE1..FIX.
var hardEvents = func() (t [PipeFIX + 1][PipeFIX + 1]bool) {
	for _, pr := range [][2]PipeType{
		{PipeMTE2, PipeMTE1}, {PipeMTE1, PipeMTE2}, {PipeMTE1, PipeM}, {PipeM, PipeMTE1},
		{PipeMTE2, PipeV}, {PipeV, PipeMTE2}, {PipeMTE3, PipeV}, {PipeV, PipeMTE3},
		{PipeM, PipeV}, {PipeV, PipeM}, {PipeV, PipeV}, {PipeMTE3, PipeMTE1},
		{PipeMTE1, PipeMTE3}, {PipeMTE1, PipeV}, {PipeMTE2, PipeM}, {PipeM, PipeMTE2},
		{PipeV, PipeMTE1}, {PipeM, PipeFIX}, {PipeFIX, PipeM}, {PipeMTE3, PipeMTE2},
		{PipeMTE2, PipeMTE3}, {PipeS, PipeV}, {PipeV, PipeS}, {PipeS, PipeMTE2},
		{PipeMTE2, PipeS}, {PipeS, PipeMTE3}, {PipeMTE3, PipeS}, {PipeMTE2, PipeFIX},
		{PipeFIX, PipeMTE2}, {PipeFIX, PipeS}, {PipeM, PipeS}, {PipeFIX, PipeMTE3},
	} {
		t[pr[0]][pr[1]] = true
	}
	return t
}()

// IsHardEvent reports whether set_flag on pipe set / wait_flag on pipe
// wait is a HardEvent pair, one a flag can synchronize.
func IsHardEvent(set, wait PipeType) bool {
	return set <= PipeFIX && wait <= PipeFIX && hardEvents[set][wait]
}
