# Departure (docs/pypto-version.md, ExpandMixedKernel): p_v, popped before
# an if whose branch pops q_v and r_v from the same pipe, is read after the
# if. q_v's tfree sits in the branch, before p_v's, and a tfree releases the
# oldest slot held, so it would hand back p_v's slot, and r_v would land in
# it (910B, simulated: a RAW hazard of the read of p_v after the TFREE in
# the branch, which clobbers its slot, without this copy); the vector core
# copies p_v out (tile.move into Vec) right after its pop and frees it
# there, as across a popping loop (hold_popped_across_loop).
# backend: 910B
# passes: ExpandMixedKernel
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_q: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(a_m, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        p_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(p, target_memory=pl.Mem.Vec)
        if n > 0:
            q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            q_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(q, target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(q_v)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            r_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(r, target_memory=pl.Mem.Vec)
            f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, r_v)
            oq: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(f, [0, 0], out_q)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(p_v)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
