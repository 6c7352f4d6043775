# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TMOV |  | x
# status: open
# oracle: differential
# property:
# pass:
# profile: DistTensorCtxMaterialized
# backend: Ascend950
# faults:
# seed: 5537563963442978795
# case: 222
# generator: gen/v1
# statements: 10
# count: 2
# first_seen: 2026-12-08T00:04:43Z
# last_seen: 2026-12-08T00:04:45Z
# pypto_finding: optimize-orch-inplace-clobbers-orch-input.py
# class: silent
# pinned: src/ir/transforms/optimize_orch_tensors_pass.cpp:298-450, :560-576 (IsPairingSafeAtCallSite counts uses, not whether the In argument is the orchestration's own parameter)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/be9f27b63747.py (docs/findings.md, "OptimizeOrchTensors writes over an orchestration input"), here on Ascend950 with the carry's final tile moved into place (TMOV)
# note: the kernel loads main's In tensor x_9 whole into a loop carry and stores the carry's final value into out_5; OptimizeOrchTensors merges out_5 into x_9 (the real PyPTO's compiled program stores into x_9__ssa_v0 too), so the kernel writes zeros over main's input. The corpus loop steps by -1, which the real codegen refuses (codegen-descending-loop-in-device-function.py, a contract); with it written pl.range(0, 2, 1) the real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 5537563963442978795), gives the same wrong x_9 as the model's direct run of the corpus kernel (element [0 0]: want 3, got 0, 4 elements)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2, 3], pl.BF16], x_1: pl.Tensor[[2, 2], pl.BF16], x_2: pl.Tensor[[2, 2], pl.BF16], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]], out_1: pl.Out[pl.Tensor[[2, 2], pl.BF16]], n: pl.Scalar[pl.INDEX], out_2: pl.Out[pl.Tensor[[2, 2], pl.BF16]], x_3: pl.Tensor[[2, 2], pl.BF16], rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[2, 2], pl.BF16], x_5: pl.Tensor[[2, 2], pl.FP16], x_6: pl.Tensor[[2, 2], pl.FP16], out_3: pl.Out[pl.Tensor[[2, 2], pl.BF16]], out_4: pl.Out[pl.Tensor[[3, 2], pl.INT16]], x_7: pl.Tensor[[3, 2], pl.INT16], x_8: pl.Tensor[[3, 2], pl.INT16], x_9: pl.Tensor[[2, 2], pl.INT16], out_5: pl.Out[pl.Tensor[[2, 2], pl.INT16]], n_1: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[3, 2], pl.INT16], pl.Tensor[[2, 2], pl.INT16]]:
        t_8: pl.Tile[[2, 2], pl.INT16] = pl.tile.load(x_9, [0, 0], [2, 2], [2, 2], target_memory=None)
        for i_1, (o_4, s_1) in pl.range(2, 1, -1, init_values=(out_4, t_8)):
            s_2: pl.Tile[[2, 2], pl.INT16, pl.Mem.Vec] = pl.tile.full([2, 2], dtype=pl.INT16, value=0)
            o_5: pl.Tensor[[3, 2], pl.INT16] = pl.tile.store(s_1, [0, 0], o_4)
            o_6, s_3 = pl.yield_(o_5, s_2)
        o_7: pl.Tensor[[2, 2], pl.INT16] = pl.tile.store(s_3, [0, 0], out_5)
        return out, out_1, out_2, out_3, o_6, o_7
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 2, 3], pl.BF16], x_1: pl.Tensor[[2, 2], pl.BF16], x_2: pl.Tensor[[2, 2], pl.BF16], out: pl.Out[pl.Tensor[[2, 2], pl.BF16]], n: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[2, 2], pl.BF16], x_4: pl.Tensor[[2, 2], pl.BF16], x_5: pl.Tensor[[2, 2], pl.FP16], x_6: pl.Tensor[[2, 2], pl.FP16], out_1: pl.Out[pl.Tensor[[3, 2], pl.INT16]], x_7: pl.Tensor[[3, 2], pl.INT16], x_8: pl.Tensor[[3, 2], pl.INT16], x_9: pl.Tensor[[2, 2], pl.INT16], n_1: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[3, 2], pl.INT16], pl.Tensor[[2, 2], pl.INT16]]:
        out_2: pl.Tensor[[2, 2], pl.FP32] = pl.tensor.create([2, 2], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out_3: pl.Tensor[[2, 2], pl.BF16] = pl.tensor.create([2, 2], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        out_4: pl.Tensor[[2, 2], pl.BF16] = pl.tensor.create([2, 2], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        out_5: pl.Tensor[[2, 2], pl.INT16] = pl.tensor.create([2, 2], dtype=pl.INT16, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[2, 2], pl.BF16], pl.Tensor[[3, 2], pl.INT16], pl.Tensor[[2, 2], pl.INT16]] = self.kernel(x, x_1, x_2, out_2, out, n, out_3, x_3, 2, x_4, x_5, x_6, out_4, out_1, x_7, x_8, x_9, out_5, n_1)
        return r[0], r[1], r[2], r[3], r[4], r[5]
