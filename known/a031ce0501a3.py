# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TEXTRACT |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: ArrayNotEscaped
# backend: Ascend910B
# faults:
# seed: 693254033192724970
# case: 4994
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:22:56Z
# last_seen: 2026-12-08T00:22:56Z
# origin: mutant
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs INT8 tile.matmul_bias on 910B, its [1, 32] Acc pushed to the vector core for a tile.minimum, then a tile.extract stored: the a2a3 cube writes 16 rows at pitch 16, and the push reads the second N-fractal at pitch 1, the rows PyPTO declares. With the bias's second use loaded on its own into Vec, the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 693254033192724970), give the same 16 undefined elements from [0 16] and the same pitch mismatch at the TPUSH. On this kernel as it is (fmt -explicit loads the bias x_6 into Mat and a tile.minimum reads it) the real PyPTO also pushes the L1 tile itself (push-of-l1.py, which the model does not mirror) and its vector cores wait on a pop (32 undefined); the .orig stops the real PyPTO first at ExpandMixedKernel's UseAfterDef (expand-mixed-tpop-type-keeps-original-param.py). The TEXTRACT form of known/800eec6f396b.py. The minimized kernel's tile.extract has no target_memory (the minimizer drops it, departure 5), which the pinned DSL rejects; irfuzz fmt -explicit writes target_memory=pl.Mem.Vec

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_3: pl.Tensor[[1, 32], pl.INT8], x_5: pl.Tensor[[32, 32], pl.INT8], x_6: pl.Tensor[[1, 32], pl.INT32], out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t_3: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_3, [0, 0], [1, 32], [1, 32], target_memory=None)
        t_5: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=None)
        t_6: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x_6, [0, 0], [1, 32], [1, 32], target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_3, t_5, t_6)
        v_1: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.minimum(t_6, acc_1)
        ex: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.extract(v_1, 0, 0, [1, 32])
        o_1: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(ex, [0, 0], out)
        return o_1
