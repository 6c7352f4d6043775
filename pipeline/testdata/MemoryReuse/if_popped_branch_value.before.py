# irfuzz finding 5ba1ba1503b9 (910B): ExpandMixedKernel leaves on the cube
# side an if whose branches yield the Mat tpop of a vector value into a Vec
# return var nothing there reads. The popped tile has no MemRef, so PyPTO's
# YieldFixupMutator passes the phi over (memory_reuse_pass.cpp:2758-2760):
# no tile.move in either branch, only the return var keeps its own buffer:
# the pinned PyPTO's InitMemRef,MemoryReuse print this very output for this
# input (irfuzz compile -sut pypto -backend 910B -passes ...). (The
# model used to copy the pop into the phi buffer with a Mat -> Vec
# tile.move, a V-pipe TMOV on the cube core, with V flags around it.)
# passes: InitMemRef,MemoryReuse
# backend: 910B
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(self, out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        for i in pl.range(2):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            if i == 1:
                c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            else:
                c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            pl.system.tfree_to_aiv(t)
