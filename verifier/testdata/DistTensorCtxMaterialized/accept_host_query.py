# want: nothing
# Host orchestration may query a window's context at runtime.
import pypto.language as pl


@pl.program
class Host:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        buf = pld.alloc_window_buffer(32 * pl.FP32.get_byte())
        w = pld.window(buf, [32], dtype=pl.FP32)
        c = pld.system.get_comm_ctx(w)
        return 0
