# irfuzz corpus v1
# signature: "pypto | TileMemoryInferred | InferTileMemorySpace | InCore function '_': Op '_' input N ('_') requires Vec but is in Acc |  | "
# status: open
# oracle: pypto
# property: TileMemoryInferred
# pass: InferTileMemorySpace
# profile: Program
# backend: Ascend950
# faults:
# seed: 8015447470468896214
# case: 87
# generator: gen/v1
# statements: 44
# count: 1
# first_seen: 2026-12-07T21:03:12Z
# last_seen: 2026-12-07T21:03:12Z
# pypto_finding: tilemem-loop-carry-return-var-no-move.py
# class: loud
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:206-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: InferTileMemorySpace inserts no move for a consumer outside the SeqStmts it visits (the class of tilemem-loop-carry-return-var-no-move.py and tilemem-sole-stmt-branch-consumer-no-move.py). The real PyPTO fails this campaign kernel with the signature of tilemem-loop-carry-return-var-no-move.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 57.81.18.96.68.7.9.24.31.62.1.3.1.0.2.0.85.14.62.74.99.4.6.5.35.2.14.9.2.0.2.6.1.0.0.65.9.7.2.2.89.0.1.15.86.2.18.17.13.53.37.7.22.5.35.82.51.58.3.79.0.14.20.72.13.5.83.0.12.0.4.5.2.1.79.10.34.50.48.14.92.41.42.7.98.75.1.3.14.44.15.14.96.2.0.24.44.9.51.14.8.25.5.23.65.56.46.3.54.46.39.9.7.60.41.13.72.81.1.0.13.7.70.0.95.14.3.31.6.85.1.2.47.3.10.16.1.53.33.74.45.2.12.67.0.0.2.55.48.15.0.55.10.10.0.24.14.27.1.7.9.20.1.35.16.5.45.3.78.3.5.65.2.10.13.12.64.97.88.5.89.62.11.47.2.51.13.17.99.3.5.63.9.61.82
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: property-violation
# repro: 700de8a45266.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, a: pl.Tensor[[32, 48], pl.FP32], b: pl.Tensor[[32, 48], pl.FP32]) -> pl.Tensor[[32, 48], pl.FP32]:
        z: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.exp(b)
        z: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.adds(a, 2.0)
        z: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.abs(z)
        return z
    @pl.function
    def main(self, x: pl.Tensor[[128, 48], pl.FP32], xh: pl.Tensor[[128, 16], pl.FP16], w: pl.Tensor[[16, 48], pl.FP16]) -> pl.Tensor[[128, 48], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[128, 48], pl.FP32] = pl.tensor.create([128, 48], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i in pl.range(4):
                with pl.cluster():
                    with pl.at(level=pl.Level.CORE_GROUP):
                        blk: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i * 32, 0])
                        h: pl.Tensor[[32, 48], pl.FP32] = self.helper(pl.tensor.neg(blk), pl.tensor.abs(blk))
                blk_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i * 32, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    m: pl.Tensor[[32, 1], pl.INT32] = pl.tensor.row_argmin(blk_1)
                    f: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.cast(m, target_type=pl.FP32, mode='round')
                    x_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.row_expand_add(blk_1, f)
                    t: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.minimum(pl.tensor.exp(x_1), x_1)
                    buf: pl.Tensor[[128, 48], pl.FP32] = pl.tensor.assemble(buf, t, [i * 32, 0])
            for i_1 in pl.range(0, 128, 32):
                blk_2: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i_1, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    e: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.exp(pl.tensor.abs(blk_2))
                blk_3: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i_1, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    h_1: pl.Tensor[[32, 48], pl.INT16] = pl.tensor.cast(blk_3, target_type=pl.INT16, mode='round')
                    n: pl.Tensor[[32, 48], pl.INT16] = pl.tensor.not_(h_1)
                    f_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.cast(n, target_type=pl.FP32, mode='round')
                    blk_4: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i_1, 0])
                    acc: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.adds(blk_4, 1.0)
                    for k in pl.range(3):
                        acc: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.add(acc, acc)
                    t_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.mul(blk_3, pl.tensor.neg(acc))
                    n_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.neg(t_1)
                    a: pl.Tensor[[32, 16], pl.FP16] = pl.tensor.slice(xh, [32, 16], [i_1, 0])
                    mm: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.matmul(a, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                    if i_1 == 0:
                        t_2: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.add(mm, mm)
                        b: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.neg(t_2)
                        p: pl.Tensor[[32, 48], pl.FP32] = pl.yield_(b)
                    else:
                        b_1: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.neg(mm)
                        p: pl.Tensor[[32, 48], pl.FP32] = pl.yield_(b_1)
                    t_3: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.maximum(blk_4, t_1)
                    buf: pl.Tensor[[128, 48], pl.FP32] = pl.tensor.assemble(buf, pl.tensor.exp(t_3), [i_1, 0])
                blk_5: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i_1, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk_6: pl.Tensor[[32, 48], pl.FP32] = pl.tensor.slice(x, [32, 48], [i_1, 0])
                    buf: pl.Tensor[[128, 48], pl.FP32] = pl.tensor.assemble(buf, pl.tensor.exp(blk_6), [i_1, 0])
        return buf
