# Under DSA_RP a chained product's Mat-scratch grid keeps the chooser's
# held operand: the PyPTO planner re-chooses it output-stationary (#1908),
# DSA_RP and PTOAS do not (auto_tile_matmul_l0_pass.cpp:3046-3050).
# backend: 950
# planner: dsa_rp
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        p: pl.Tensor[[192, 64], pl.FP32],
        q: pl.Tensor[[64, 256], pl.FP32],
        r: pl.Tensor[[256, 16], pl.FP32],
        z: pl.Out[pl.Tensor[[192, 16], pl.FP32]],
    ) -> pl.Tensor[[192, 16], pl.FP32]:
        p_mat: pl.Tile[[192, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(p, [0, 0], [192, 64], [192, 64], target_memory=pl.Mem.Mat)
        q_mat: pl.Tile[[64, 256], pl.FP32, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        r_mat: pl.Tile[[256, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(r, [0, 0], [256, 16], [256, 16], target_memory=pl.Mem.Mat)
        pq: pl.Tile[[192, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(p_mat, q_mat)
        s: pl.Tile[[192, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pq, r_mat)
        z = pl.tile.store(s, [0, 0], z)
        return z
