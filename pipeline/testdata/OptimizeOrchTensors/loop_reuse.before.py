# A kernel's result, stored into a buffer created in the loop body, is
# yielded back as the carry the kernel reads in its In slot: the Out
# parameter merges into that In parameter (now InOut), the call drops the
# Out argument and the create goes. The scale input stays In.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def step(self, s: pl.Tensor[[8, 16], pl.FP16], w: pl.Tensor[[8, 16], pl.FP16], k: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[8, 16], pl.FP16]]) -> pl.Tensor[[8, 16], pl.FP16]:
        a: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(s, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(w, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.mul(a, b)
        r: pl.Tensor[[8, 16], pl.FP16] = pl.tile.store(c, [0, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, s0: pl.Tensor[[8, 16], pl.FP16], w: pl.Tensor[[8, 16], pl.FP16]) -> pl.Tensor[[8, 16], pl.FP16]:
        for k, (s,) in pl.range(0, 4, 1, init_values=(s0,)):
            buf: pl.Tensor[[8, 16], pl.FP16] = pl.create_tensor([8, 16], dtype=pl.FP16)
            nxt: pl.Tensor[[8, 16], pl.FP16] = self.step(s, w, k, buf)
            s_1 = pl.yield_(nxt)
        return s_1
