# irfuzz corpus v1
# signature: "contract | SSAVerify | ConvertToSSA | IfStmt then-branch YieldStmt value count (N) != return_vars count (N) |  | "
# status: open
# oracle: contract
# property: SSAVerify
# pass: ConvertToSSA
# profile: UseAfterDef
# backend: Ascend950
# faults:
# seed: 3993813016278372457
# case: 46
# generator: gen/v1
# statements: 4
# count: 7
# first_seen: 2026-12-07T05:58:06Z
# last_seen: 2026-12-07T05:58:16Z
# pypto_finding: ssa-break-in-carried-loop-drops-yields.py
# note: the real PyPTO reports the same SSAForm error after ConvertToSSA: CtrlFlowTransform's if carries phis, ConvertToSSA gives it the break flag's phi and replaces the branches' yields by it alone (convert_to_ssa_pass.cpp:902-928)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        for i, (c, c_1) in pl.range(1, init_values=(t, t)):
            if flag < 0:
                break
            c_2, c_3 = pl.yield_(c_1, c_1)
        return x
