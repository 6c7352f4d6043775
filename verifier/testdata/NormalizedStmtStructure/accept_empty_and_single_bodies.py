# Single-statement bodies are the statement itself and empty bodies are an
# empty SeqStmts: neither is redundant. Tuple unpacking expands into flat
# statements.
# want: nothing
import pypto.language as pl


@pl.program
class Small:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        if flag < 1:
            pass
        for i in pl.range(2):
            pl.system.bar_all()
        with pl.cluster():
            pl.system.bar_m()

    @pl.function(type=pl.FunctionType.InCore)
    def empty(self, x: pl.Tensor[[32, 64], pl.FP32]):
        ...
