# irfuzz corpus v1
# signature: pypto | ValueError | deserialize | Invalid reference ID: 12
# status: open
# oracle: pypto
# property: ValueError
# pass: input
# backend: Ascend950
# outcome: serialize
# exception: ValueError
# message: Invalid reference ID: 12
# pinned: src/ir/serialization/type_deserializers.cpp:741-752 (DeserializeWhileStmt reads "condition" before "iter_args", but the reflection-driven serializer writes the fields in descriptor order, include/pypto/ir/stmt.h:655-658: iter_args first as full nodes, then the condition referring to them by id; the condition's reference to n is read before n exists); raised at src/ir/serialization/deserializer.cpp:81
# kind: bug
# silent: loud
# upstream: unknown (tests/ut/ir/statements/test_break_stmt.py serializes only WhileStmts without iter_args)
# check: p = pl.parse_program(text); ir.deserialize(ir.serialize(p)) raises; the pass pipeline accepts the program. Any pl.while_ with init_values fails, before or after the pipeline

import pypto.language as pl

@pl.program
class WhileSerialize:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 4)
            n_1: pl.Scalar[pl.INDEX] = pl.yield_(n + 1)
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
