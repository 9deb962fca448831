//! `.eh_frame` for the compiled functions, so that `die` (a Rust unwind raised in the
//! runtime) can pass through compiled frames to the `eval` that catches it.
//!
//! cranelift-object can write `.eh_frame` itself, but with absolute FDE addresses
//! (`R_X86_64_64`), which a position-independent executable cannot hold in a read-only
//! section. Like rustc_codegen_cranelift, we write it ourselves with PC-relative
//! (`DW_EH_PE_pcrel | DW_EH_PE_sdata4`) addresses. See docs/decisions/unwinding.md.

use cranelift_codegen::isa::unwind::UnwindInfo;
use cranelift_codegen::isa::TargetIsa;
use cranelift_module::FuncId;
use cranelift_object::object::write::{Object, Relocation as ObjectRelocation, StandardSection};
use cranelift_object::object::{RelocationEncoding, RelocationFlags, RelocationKind};
use cranelift_object::ObjectProduct;
use gimli::write::{
    Address, EhFrame, EndianVec, FrameTable, RelocateWriter, Relocation, RelocationTarget,
};

struct Section {
    writer: EndianVec<gimli::RunTimeEndian>,
    relocations: Vec<Relocation>,
}

impl RelocateWriter for Section {
    type Writer = EndianVec<gimli::RunTimeEndian>;
    fn writer(&self) -> &Self::Writer {
        &self.writer
    }
    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.writer
    }
    fn relocate(&mut self, relocation: Relocation) {
        self.relocations.push(relocation);
    }
}

/// Adds `.eh_frame` describing `funcs` to the finished object.
pub fn write_eh_frame(
    product: &mut ObjectProduct,
    isa: &dyn TargetIsa,
    funcs: &[(FuncId, UnwindInfo)],
) -> Result<(), String> {
    let Some(mut cie) = isa.create_systemv_cie() else {
        return Ok(());
    };
    cie.fde_address_encoding = gimli::DwEhPe(gimli::DW_EH_PE_pcrel.0 | gimli::DW_EH_PE_sdata4.0);
    let mut table = FrameTable::default();
    let cie_id = table.add_cie(cie);
    let mut symbols = vec![];
    for (func, info) in funcs {
        let UnwindInfo::SystemV(sysv) = info else {
            continue;
        };
        symbols.push(product.function_symbol(*func));
        let address = Address::Symbol {
            symbol: symbols.len() - 1,
            addend: 0,
        };
        table.add_fde(cie_id, sysv.to_fde(address));
    }
    if symbols.is_empty() {
        return Ok(());
    }
    let mut eh = EhFrame(Section {
        writer: EndianVec::new(gimli::RunTimeEndian::Little),
        relocations: vec![],
    });
    table
        .write_eh_frame(&mut eh)
        .map_err(|e| format!("writing .eh_frame: {e}"))?;
    let EhFrame(Section {
        writer,
        relocations,
    }) = eh;
    let object: &mut Object = &mut product.object;
    let section = object.section_id(StandardSection::EhFrame);
    object.append_section_data(section, &writer.into_vec(), 8);
    for r in relocations {
        let RelocationTarget::Symbol(index) = r.target else {
            continue;
        };
        let pcrel = r
            .eh_pe
            .is_some_and(|pe| pe.application() == gimli::DW_EH_PE_pcrel);
        let flags = RelocationFlags::Generic {
            kind: if pcrel {
                RelocationKind::Relative
            } else {
                RelocationKind::Absolute
            },
            encoding: RelocationEncoding::Generic,
            size: if pcrel { 32 } else { r.size * 8 },
        };
        object
            .add_relocation(
                section,
                ObjectRelocation {
                    offset: r.offset as u64,
                    symbol: symbols[index],
                    addend: r.addend,
                    flags,
                },
            )
            .map_err(|e| format!("recording an .eh_frame relocation: {e}"))?;
    }
    Ok(())
}
