# passes: ExpandMixedKernel,InjectGMPipeBuffer
# backend: 950
# On Ascend950 (no GM pipe buffer) the pass returns its input
# (inject_gm_pipe_buffer_pass.cpp:512-516; checked against the pinned pass).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=4096, base=4096)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=512)
        got: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(got)
        res: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(got, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.AIV)
    def vec(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]):
        for i in pl.range(1):
            peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="v2c_buf", peer_func="cube")
            pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer, dir_mask=2, slot_size=512)
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.tile.tpush_to_aic(t, split=0)

    @pl.function(type=pl.FunctionType.Group)
    def grp(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        res: pl.Tensor[[16, 16], pl.FP16] = self.cube(a, out)
        self.vec(a, out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        r1: pl.Tensor[[16, 16], pl.FP16] = self.grp(a, out)
        r2: pl.Tensor[[16, 16], pl.FP16] = self.grp(a, r1)
        return r2
