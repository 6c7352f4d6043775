# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_BIAS |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 6348984668298536106
# case: 2638
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T00:05:05Z
# last_seen: 2026-12-08T00:05:05Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: a one-row tile.matmul_bias (BF16 [1, 16] lhs, the bias pushed from a Vec tile.full) stored on 950: PyPTO declares the Acc [1, 32], so the store reads the second N-fractal at pitch 1 where mad wrote it at ceil16(1) = 16; columns 16..31 are never-written L0C. The model's .pto gives those 16 undefined elements, the real PyPTO's .pto, simulated (irfuzz sim -sut both), the same poison read of L0C[0x40, 0x80) and 16 more, as it also frees the bias pop before its TMOV (tfree-order.py), as in known/3ffab07d6083.py. The unminimized 950 kernel stops the real PyPTO at InferTileMemorySpace (a loop's return var fed to the cube unmoved, tilemem-loop-carry-return-var-no-move.py). The same signature on 910B (campaign case 2026-12-08, 3072 elements) is another root cause: a pl.pipeline(2, stage=2) mixed kernel that hangs (pipeline-vector-pops-before-pushes.py), so the store is never fed; the real PyPTO stops first at InferTileMemorySpace (RF-S1, the sole-statement loop body), and with that body given a second statement its .pto deadlocks as the model's does

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 16], pl.BF16], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        v: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.BF16, value=0.0)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, v, bm)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
